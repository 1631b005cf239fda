import type { ReactNode } from 'react';
import { Card } from '../../ui/Card';
import { Page } from '../../entities/site/Page';

/** The narrow card every account page (log in, register, reset…) sits in. */
export function AuthLayout({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <Page title={title} intro={intro} width="narrow">
      <Card>{children}</Card>
    </Page>
  );
}
