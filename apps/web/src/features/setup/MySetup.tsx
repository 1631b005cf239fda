import { SETUP_TEXTS } from '@mpx/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTRPC } from '../../trpc';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Heading } from '../../ui/Heading';
import { Spinner } from '../../ui/Spinner';
import { Text } from '../../ui/Text';
import { setupQueryOptions } from './queries';
import { SetupEditor } from './SetupEditor';
import { SetupPieces } from './SetupPieces';
import * as styles from './setup.css';
import { SETUP_UI_TEXTS } from './texts';

/** The profile's "My setup" card: the pieces, and Edit to change them in place. */
export function MySetup() {
  const trpc = useTRPC();
  const titleId = useId();
  const query = useQuery(setupQueryOptions(trpc));
  // 'returned' after Save/Cancel, so focus goes back to Edit instead of being lost.
  const [mode, setMode] = useState<'view' | 'edit' | 'returned'>('view');
  const editButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (mode === 'returned') editButton.current?.focus();
  }, [mode]);
  const setup = query.data;

  return (
    <Card as="section" aria-labelledby={titleId}>
      <div className={styles.header}>
        <Heading level={2} size="sub" id={titleId}>
          {SETUP_UI_TEXTS.title}
        </Heading>
        {setup && mode !== 'edit' && (
          <Button ref={editButton} variant="secondary" onClick={() => setMode('edit')}>
            {SETUP_UI_TEXTS.edit}
          </Button>
        )}
      </div>
      <Text tone="muted">{SETUP_UI_TEXTS.intro}</Text>
      {!setup ? (
        query.isError ? (
          <Text tone="muted">{SETUP_TEXTS.loadFailed}</Text>
        ) : (
          <Spinner label={SETUP_UI_TEXTS.loading} />
        )
      ) : mode === 'edit' ? (
        <SetupEditor setup={setup} onDone={() => setMode('returned')} />
      ) : (
        <>
          <SetupPieces pieces={setup.pieces} label={SETUP_UI_TEXTS.title} />
          <Text tone="small">{setup.show_setup ? SETUP_UI_TEXTS.shown : SETUP_UI_TEXTS.hidden}</Text>
        </>
      )}
    </Card>
  );
}
