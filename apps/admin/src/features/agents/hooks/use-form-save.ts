import { useState } from 'react';
import { useRefusalDetail } from '../../../lib/use-refusal-detail.ts';
import { agentError } from '../components/agent-errors.ts';

/** Why a form's save did not happen: a message key, what the server named, and what `more` adds. */
export type FormFailure<More extends object = object> = { key: string; detail?: string } & Partial<More>;

/**
 * The save of an agents form: `submit` checks the form first (a failure found stops it), then saves once at a time;
 * `save` answers what to say when it is done, and a refusal is kept with what the server named (and what `more` reads
 * of it).
 */
export function useFormSave<More extends object = object>(more?: (refused: unknown) => More) {
  const refusalDetail = useRefusalDetail();
  const [failure, setFailure] = useState<FormFailure<More> | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (check: () => FormFailure<More> | null, save: () => Promise<string>) => {
    if (busy) return;
    setDone(null);
    const wrong = check();
    setFailure(wrong);
    if (wrong) return;
    setBusy(true);
    try {
      setDone(await save());
    } catch (refused) {
      setFailure({ key: agentError(refused), detail: refusalDetail(refused), ...more?.(refused) } as FormFailure<More>);
    } finally {
      setBusy(false);
    }
  };
  return { failure, done, busy, submit };
}
