/**
 * Unread messages for the header badge. The messages area will sum `unreadCount` over the
 * conversations (product §7) and keep it fresh from the real-time channel; until then: none.
 */
export function useUnreadCount(): number {
  return 0;
}
