import { crc32, deflateSync } from 'node:zlib';

export type Rgb = readonly [number, number, number];

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function encode(width: number, height: number, idat: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A solid-colour PNG, encoded by hand so tests need no image library. */
export function solidPng(width: number, height: number, [r, g, b]: Rgb): Buffer {
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => (i % 3 === 0 ? r : i % 3 === 1 ? g : b))]);
  return encode(width, height, deflateSync(Buffer.concat(Array.from({ length: height }, () => row))));
}

/**
 * A PNG whose header claims `width × height` but whose data is tiny: it costs nothing to send
 * and would cost gigabytes to decode, so a server must refuse it from the header alone.
 */
export function pngHeaderOnly(width: number, height: number): Buffer {
  return encode(width, height, deflateSync(Buffer.alloc(64)));
}
