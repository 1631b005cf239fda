/**
 * localStorage that never throws: private modes and full quotas make it fail, and a remembered
 * preference is never worth breaking a page over.
 */
export const storage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Ignored on purpose: see above.
    }
  },
};
