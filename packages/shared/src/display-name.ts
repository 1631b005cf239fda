/** The contract's "display name": the nickname when set, otherwise the name. */
export function displayName(user: { name: string; nickname: string | null }): string {
  return user.nickname?.trim() ? user.nickname : user.name;
}
