import { useSiteConfig } from './useSiteConfig';

/** Sets the tab title to "Page · Short name" (React 19 hoists <title> into <head>). */
export function DocumentTitle({ title }: { title?: string }) {
  const { siteName, shortSiteName } = useSiteConfig();
  return <title>{title ? `${title} · ${shortSiteName}` : siteName}</title>;
}
