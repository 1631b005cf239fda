import type { SetupPiece } from '@mpx/shared';
import { Badge } from '../../ui/Badge';
import { Text } from '../../ui/Text';
import * as styles from './setup.css';
import { rimText, SETUP_UI_TEXTS } from './texts';

/** The pieces of a setup as read-only lines: the owner's card and the public profile show the same. */
export function SetupPieces({ pieces, label }: { pieces: readonly SetupPiece[]; label: string }) {
  if (pieces.length === 0) return <Text tone="muted">{SETUP_UI_TEXTS.empty}</Text>;
  return (
    <ul className={styles.list} aria-label={label}>
      {pieces.map((piece, i) => (
        <li key={i} className={styles.piece}>
          <span>
            <strong dir="auto">{[piece.brand, piece.size].filter(Boolean).join(' ')}</strong> · {piece.instrument_type}
            {piece.rim_mm !== null && ` · ${rimText(piece.rim_mm)}`} {piece.current && <Badge tone="brand">{SETUP_UI_TEXTS.currentBadge}</Badge>}
          </span>
          {piece.size_note !== null && <Text tone="small">{piece.size_note}</Text>}
        </li>
      ))}
    </ul>
  );
}
