/**
 * A page whose open tab lives in its URL (`/sizes?family=trombone`, `/admin?tab=users`), so a
 * link or a reload opens the same tab. The first tab is the default and is left out of the URL,
 * so the plain URL stays plain; a value that names no tab opens the first.
 */
export function tabInUrl<const Tab extends string>(tabs: readonly [Tab, ...Tab[]]) {
  const [first] = tabs;
  const find = (value: unknown): Tab | undefined => tabs.find((tab) => tab === value);
  return {
    tabs,
    /** The tab a URL value opens. */
    open: (value: unknown): Tab => find(value) ?? first,
    /** What the URL holds for a tab: nothing for the first, or for a value that names no tab. */
    param: (value: unknown): Tab | undefined => {
      const tab = find(value);
      return tab === first ? undefined : tab;
    },
  };
}
