/** Why a photo was refused, with the contract's text (api §4.4) after the `Photo N: ` prefix. */
export const PHOTO_REJECTIONS = {
  invalidFormat: 'Invalid photo format.',
  invalidDataUrl: 'Invalid data URL format.',
  invalidType: 'Invalid file type. Only PNG, JPG, JPEG, GIF, and WebP are allowed.',
  tooLarge: 'File too large. Maximum size is 5MB.',
  contentMismatch: 'File content does not match its type.',
  unreadable: 'Image could not be read.',
  tooManyPixels: 'Image dimensions are too large.',
  unknownUrl: 'Unknown photo URL.',
} as const;

export type PhotoRejection = keyof typeof PHOTO_REJECTIONS;

export class PhotoRejected extends Error {
  constructor(readonly reason: PhotoRejection) {
    super(PHOTO_REJECTIONS[reason]);
  }
}

/** The issue text for photo `n` (1-based). */
export function photoMessage(n: number, reason: PhotoRejection): string {
  return `Photo ${n}: ${PHOTO_REJECTIONS[reason]}`;
}
