/**
 * A `<meta>` of a route's head (TanStack Router's `head`): `{ title }` for the page's title, or a
 * tag's attributes such as `{ property: 'og:title', content }`. The server writes them into the
 * pages it draws (ADR 022).
 */
export type HeadMeta = Record<string, string>;
