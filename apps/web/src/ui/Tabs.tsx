import * as RadixTabs from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { cx } from './cx';
import * as styles from './tabs.css';

/**
 * Styled Radix tabs: `<Tabs defaultValue="a"><TabsList aria-label="…"><TabsTrigger value="a">A (2)</TabsTrigger>
 * </TabsList><TabsContent value="a">…</TabsContent></Tabs>`. Arrow keys move between tabs.
 */
export const Tabs = RadixTabs.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof RadixTabs.List>) {
  return <RadixTabs.List className={cx(styles.list, className)} {...props} />;
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return <RadixTabs.Trigger className={cx(styles.trigger, className)} {...props} />;
}

export function TabsContent({ className, ...props }: ComponentProps<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={cx(styles.content, className)} {...props} />;
}
