import { charCount, MAX_SEARCH_NAME, SEARCH_TEXTS, spaceControls } from '@mpx/shared';

export { MAX_SEARCH_NAME };

/**
 * The server's check of a name (shared `searchNameField`: control characters as spaces, trimmed,
 * required, at most 60 characters), written out so the browse pages need no zod: its message,
 * or undefined when fine.
 */
export function searchNameError(name: string): string | undefined {
  const text = spaceControls(name).trim();
  if (text === '') return SEARCH_TEXTS.nameRequired;
  if (charCount(text) > MAX_SEARCH_NAME) return SEARCH_TEXTS.nameTooLong;
  return undefined;
}
