import { charCount, MAX_MESSAGE_LENGTH, MESSAGE_TEXTS } from '@mpx/shared';
import { useState, type KeyboardEvent } from 'react';
import { Button } from '../../../ui/Button';
import { TextArea } from '../../../ui/TextArea';
import { MESSAGING_TEXTS } from '../texts';
import * as styles from './conversation.css';

export interface MessageComposerProps {
  /** Sends the trimmed text; a rejected promise keeps the draft so nothing typed is lost. */
  onSend: (content: string) => Promise<unknown>;
}

/**
 * The conversation's reply box (product §2): Enter sends, Shift+Enter starts a new line, Send is
 * disabled while the text is blank after trimming (product §5) or too long. The draft stays when
 * sending fails.
 */
export function MessageComposer({ onSend }: MessageComposerProps) {
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const content = draft.trim();
  const tooLong = charCount(content) > MAX_MESSAGE_LENGTH;
  const canSend = content.length > 0 && !tooLong && !busy;

  const submit = async () => {
    if (!canSend) return;
    const sent = draft;
    setBusy(true);
    try {
      await onSend(content);
      // Whatever was typed while it was on its way stays.
      setDraft((current) => (current === sent ? '' : current));
    } catch {
      // Kept: the draft is still in the box to try again (the caller logs the failure).
    } finally {
      setBusy(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An IME confirming a word also presses Enter: that is not "send".
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <form
      className={styles.composer}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextArea
        label={MESSAGING_TEXTS.composerLabel}
        hint={MESSAGING_TEXTS.composerHint}
        rows={3}
        dir="auto"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        error={tooLong ? MESSAGE_TEXTS.tooLong : undefined}
      />
      <div className={styles.composerActions}>
        <Button type="submit" disabled={!canSend} loading={busy} loadingText="Sending...">
          Send
        </Button>
      </div>
    </form>
  );
}
