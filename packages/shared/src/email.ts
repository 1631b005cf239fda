/** Email address rule of api §0.4: trimmed, lower-cased, at most 255 characters. */
export const EMAIL_PATTERN = /^[^\s@<>()[\],;:\\"/]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
export const MAX_EMAIL_LENGTH = 255;

export function normaliseEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

export function isValidEmail(value: string): boolean {
  return charCount(value) <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(value);
}

/** Lengths in the contract count Unicode characters, not UTF-16 code units. */
export function charCount(value: string): number {
  let n = 0;
  for (const _ of value) n++;
  return n;
}
