/**
 * A page whose open tab lives in its URL (`/sizes?family=trombone`, `/admin?tab=users`), so a
 * link or a reload opens the same tab. The first tab is the default and is left out of the URL,
 * so the plain URL stays plain; a value that names no tab opens the first.
 */
export function tabInUrl<const Key extends string, const Tab extends string>(key: Key, tabs: readonly [Tab, ...Tab[]]) {
  type Search = Partial<Record<Key, Tab>>;
  const [first] = tabs;
  const find = (value: unknown): Tab | undefined => tabs.find((tab) => tab === value);
  /** The search that opens a tab: nothing for the first, or for a value that names no tab. */
  const searchOf = (value: unknown): Search => {
    const search: Search = {};
    const tab = find(value);
    if (tab !== undefined && tab !== first) search[key] = tab;
    return search;
  };
  return {
    tabs,
    /** The tab a URL value opens. */
    open: (value: unknown): Tab => find(value) ?? first,
    searchOf,
    /** The route's `validateSearch`. */
    validateSearch: (raw: Record<string, unknown>): Search => searchOf(raw[key]),
  };
}
