import { INSTRUMENT_TYPES, SETUP_TEXTS, setupInput, type Setup, type SetupInput } from '@mpx/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../lib/trpcError';
import { useTRPC } from '../../trpc';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Select } from '../../ui/Select';
import { Switch } from '../../ui/Switch';
import { TextField } from '../../ui/TextField';
import { useSnackbar } from '../../ui/useSnackbar';
import { setupQueryOptions } from './queries';
import * as styles from './setup.css';
import { pieceLabel, removePieceLabel, SETUP_UI_TEXTS } from './texts';

interface Draft {
  instrument_type: string;
  brand: string;
  size: string;
  rim_mm: string;
  current: boolean;
}

const INSTRUMENTS = INSTRUMENT_TYPES.map((type) => ({ value: type, label: type }));
const BLANK: Draft = { instrument_type: 'Trumpet', brand: '', size: '', rim_mm: '', current: false };

function draftsOf(setup: Setup): Draft[] {
  return setup.pieces.map((p) => ({
    instrument_type: p.instrument_type,
    brand: p.brand,
    size: p.size ?? '',
    rim_mm: p.rim_source === 'member' && p.rim_mm !== null ? String(p.rim_mm) : '',
    current: p.current,
  }));
}

/** What is sent: blanks left out, so the shared rules (the server's own) say what is missing. */
function inputOf(drafts: readonly Draft[], show: boolean): SetupInput {
  return {
    show_setup: show,
    pieces: drafts.map(({ rim_mm, size, ...piece }) => ({ ...piece, ...(size.trim() ? { size } : {}), ...(rim_mm.trim() ? { rim_mm: rim_mm.trim() } : {}) })),
  };
}

/** The whole setup as one form: rows added and removed freely, saved at once (the server replaces it). */
export function SetupEditor({ setup, onDone }: { setup: Setup; onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const [drafts, setDrafts] = useState(() => draftsOf(setup));
  const [show, setShow] = useState(setup.show_setup);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation(
    trpc.setup.save.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(setupQueryOptions(trpc).queryKey, saved);
        // The home's For you rows are measured from the current pieces.
        void queryClient.invalidateQueries(trpc.fit.forYou.queryFilter());
        snackbar.success(SETUP_TEXTS.saved);
        onDone();
      },
      onError: (error) => setProblem(errorMessage(error, SETUP_TEXTS.saveFailed)),
    }),
  );
  const change = (index: number, patch: Partial<Draft>) => setDrafts((all) => all.map((d, i) => (i === index ? { ...d, ...patch } : d)));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = inputOf(drafts, show);
    const checked = setupInput.safeParse(input);
    if (!checked.success) return setProblem(checked.error.issues[0]?.message ?? SETUP_TEXTS.saveFailed);
    setProblem(null);
    save.mutate(input);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={SETUP_UI_TEXTS.edit} className={styles.list}>
      {problem !== null && <Alert variant="error">{problem}</Alert>}
      {drafts.map((draft, i) => (
        <fieldset key={i} className={styles.row}>
          <legend>{pieceLabel(i + 1)}</legend>
          <Select
            label={SETUP_UI_TEXTS.instrument}
            value={draft.instrument_type}
            options={INSTRUMENTS}
            onValueChange={(v) => change(i, { instrument_type: v })}
          />
          <TextField label={SETUP_UI_TEXTS.brand} value={draft.brand} onChange={(e) => change(i, { brand: e.target.value })} />
          <TextField label={SETUP_UI_TEXTS.size} hint={SETUP_UI_TEXTS.sizeHint} value={draft.size} onChange={(e) => change(i, { size: e.target.value })} />
          <TextField
            label={SETUP_UI_TEXTS.rim}
            hint={SETUP_UI_TEXTS.rimHint}
            inputMode="decimal"
            optional
            value={draft.rim_mm}
            onChange={(e) => change(i, { rim_mm: e.target.value })}
          />
          <Checkbox label={SETUP_UI_TEXTS.current} checked={draft.current} onCheckedChange={(current) => change(i, { current })} />
          <Button variant="secondary" size="sm" onClick={() => setDrafts((all) => all.filter((_, j) => j !== i))}>
            {removePieceLabel(i + 1)}
          </Button>
        </fieldset>
      ))}
      <Switch label={SETUP_UI_TEXTS.showSetup} checked={show} onCheckedChange={setShow} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => setDrafts((all) => [...all, BLANK])}>
          {SETUP_UI_TEXTS.addPiece}
        </Button>
        <Button type="submit" loading={save.isPending} loadingText={SETUP_UI_TEXTS.saving}>
          {SETUP_UI_TEXTS.save}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {SETUP_UI_TEXTS.cancel}
        </Button>
      </div>
    </form>
  );
}
