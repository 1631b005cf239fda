import type { ReactNode } from 'react';
import { Container, type ContainerProps } from '../../ui/Container';
import { Heading } from '../../ui/Heading';
import { Text } from '../../ui/Text';
import { DocumentTitle } from './DocumentTitle';
import * as styles from './page.css';

export interface PageProps {
  /** The page's h1 and the tab title. */
  title: string;
  /** A line under the heading. */
  intro?: ReactNode;
  width?: ContainerProps['width'];
  /** Controls next to the heading (e.g. an Edit button). */
  actions?: ReactNode;
  children?: ReactNode;
}

/** Every page's frame: one h1, consistent width and spacing, and the document title. */
export function Page({ title, intro, width = 'content', actions, children }: PageProps) {
  return (
    <Container width={width} className={styles.page}>
      <DocumentTitle title={title} />
      <div className={styles.header}>
        <Heading level={1}>{title}</Heading>
        {intro && <Text tone="muted">{intro}</Text>}
        {actions}
      </div>
      {children}
    </Container>
  );
}
