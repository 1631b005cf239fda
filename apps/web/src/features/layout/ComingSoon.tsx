import { Text } from '../../ui/Text';
import { Page } from '../../entities/site/Page';

/** Placeholder for pages of areas still being built. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Page title={title}>
      <Text tone="muted">Coming soon</Text>
    </Page>
  );
}
