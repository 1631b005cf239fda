interface Named {
  name: string;
  nickname: string | null;
}

/** What other members see: the nickname when set, else the full name (contract "display name"). */
export function displayName(user: Named): string {
  return user.nickname?.trim() ? user.nickname : user.name;
}

/** The avatar letter: first character of the display name, upper-cased (surrogate-pair safe). */
export function initialOf(user: Named): string {
  const [first = '?'] = Array.from(displayName(user).trim());
  return first.toLocaleUpperCase('en-AU');
}
