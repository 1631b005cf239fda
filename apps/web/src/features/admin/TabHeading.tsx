import { Heading } from '../../ui/Heading';

/** A tab's own heading (product §2: "Flags (Flagged Content)" and so on), under the page's h1. */
export function TabHeading({ children }: { children: string }) {
  return <Heading level={2}>{children}</Heading>;
}
