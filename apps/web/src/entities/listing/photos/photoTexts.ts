import { MAX_PHOTOS_MESSAGE } from '@mpx/shared';

/**
 * Why a picked file was not added. The texts the contract gives for photos the server refuses
 * (api §4.4) where they fit, so the picker and the server explain a photo the same way; the
 * extension rule (product §5) has no text of its own there.
 */
export const PHOTO_PROBLEMS = {
  invalidType: 'Invalid file type. Only PNG, JPG, JPEG, GIF, and WebP are allowed.',
  tooLarge: 'File too large. Maximum size is 5MB.',
  unreadable: 'Image could not be read.',
  extensionMismatch: 'File extension does not match its type.',
  tooMany: MAX_PHOTOS_MESSAGE,
} as const;

export type PhotoProblem = keyof typeof PHOTO_PROBLEMS;
