import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';

const encoder = new TextEncoder();

/** 160 random bits as lower-case base32 without padding (Lucia guide; api §0.2). */
export function generateToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/** What the database stores instead of a token: a stolen database yields no usable token. */
export function hashToken(token: string): string {
  return encodeHexLowerCase(sha256(encoder.encode(token)));
}
