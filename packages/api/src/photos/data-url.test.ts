import { describe, expect, it } from 'vitest';
import { decodeDataUrl } from './data-url';
import { PhotoRejected, type PhotoRejection } from './rejections';
import { matchesSignature } from './signatures';

function rejection(value: string): PhotoRejection | null {
  try {
    decodeDataUrl(value);
    return null;
  } catch (err) {
    if (err instanceof PhotoRejected) return err.reason;
    throw err;
  }
}

describe('decodeDataUrl', () => {
  it('decodes a well-formed data URL of an allowed type, with or without padding', () => {
    expect(decodeDataUrl('data:image/png;base64,iVBORw0KGgo=')).toEqual({ mime: 'image/png', bytes: Buffer.from('89504e470d0a1a0a', 'hex') });
    expect(decodeDataUrl('data:IMAGE/JPG;base64,/9j/').mime).toBe('image/jpg');
    expect(decodeDataUrl('data:image/gif;base64,R0lGODlh').bytes.toString()).toBe('GIF89a');
  });

  it.each([
    ['data:image/png,iVBORw0KGgo=', 'invalidDataUrl'],
    ['data:image/png;base64', 'invalidDataUrl'],
    ['data:image/png;charset=utf-8;base64,AAAA', 'invalidDataUrl'],
    ['data:image/png;base64,AA AA', 'invalidDataUrl'],
    ['data:image/png;base64,AA==AA', 'invalidDataUrl'],
    ['data:image/png;base64,a-_b', 'invalidDataUrl'],
    ['data:image/bmp;base64,Qk0=', 'invalidType'],
    ['data:image/svg+xml;base64,PHN2Zy8+', 'invalidType'],
    ['data:application/octet-stream;base64,AAAA', 'invalidType'],
  ])('%s → %s', (value, reason) => {
    expect(rejection(value)).toBe(reason);
  });

  it('refuses more than 5,242,880 decoded bytes from the length alone', () => {
    const limit = 'A'.repeat((5_242_880 / 3) * 4 - 4);
    expect(rejection(`data:image/png;base64,${limit}AAA=`)).toBeNull();
    expect(rejection(`data:image/png;base64,${limit}AAAA`)).toBeNull();
    expect(rejection(`data:image/png;base64,${limit}AAAAAAAA`)).toBe('tooLarge');
  });
});

describe('matchesSignature', () => {
  const bytes = (hex: string, tail = '') => Buffer.concat([Buffer.from(hex, 'hex'), Buffer.from(tail)]);
  it.each([
    ['image/jpeg', bytes('ffd8ffe0'), true],
    ['image/jpg', bytes('ffd8ffdb'), true],
    ['image/jpeg', bytes('ffd8'), false],
    ['image/png', bytes('89504e470d0a1a0a'), true],
    ['image/png', bytes('89504e470d0a1a'), false],
    ['image/gif', Buffer.from('GIF87a...'), true],
    ['image/gif', Buffer.from('GIF89a...'), true],
    ['image/gif', Buffer.from('GIF90a...'), false],
    ['image/webp', Buffer.from('RIFF\0\0\0\0WEBPVP8 '), true],
    ['image/webp', Buffer.from('RIFF\0\0\0\0WAVEfmt '), false],
    ['image/png', bytes('ffd8ffe0'), false],
  ] as const)('%s %s → %s', (mime, data, expected) => {
    expect(matchesSignature(mime, data)).toBe(expected);
  });
});
