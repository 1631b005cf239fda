import { displayName } from '@mpx/shared';

export { displayName };

/** The avatar letter: first character of the display name, upper-cased (surrogate-pair safe). */
export function initialOf(user: { name: string; nickname: string | null }): string {
  const [first = '?'] = Array.from(displayName(user).trim());
  return first.toLocaleUpperCase('en-AU');
}
