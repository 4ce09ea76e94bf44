import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../ui/modal-dialog.tsx';
import type { AutoSettings } from '../hooks/use-slot-game.ts';

/** The numbers of spins autoplay offers; ten is the one chosen first. */
export const AUTOPLAY_SPINS = [5, 10, 25, 50, 100] as const;
const DEFAULT_SPINS = 10;

/** Autoplay's settings read from its form: a stop that is empty or not a number is no stop. */
export function autoSettingsOf(form: HTMLFormElement): AutoSettings {
  const fields = new FormData(form);
  const number = (name: string) => Number(fields.get(name)) || 0;
  return {
    spins: number('spins') || DEFAULT_SPINS,
    stopWin: number('stopWin'),
    stopBalance: number('stopBalance'),
    stopFeature: fields.get('stopFeature') === 'on',
  };
}

type AutoplayDialogProps = { open: boolean; onClose: () => void; onStart: (settings: AutoSettings) => void };

/** How many spins autoplay plays, and when it stops sooner: a single win above, the balance below, a feature. */
export function AutoplayDialog({ open, onClose, onStart }: AutoplayDialogProps) {
  const { t } = useTranslation();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const settings = autoSettingsOf(event.currentTarget);
    onClose();
    onStart(settings);
  };
  return (
    <ModalDialog open={open} onClose={onClose} labelledBy="auto-title" id="auto-panel" testId="slot-auto-panel">
      <form id="auto-form" method="dialog" onSubmit={submit}>
        <h2 id="auto-title">{t('slot.autoplay')}</h2>
        <label>
          {t('slot.autoSpins')}
          <select name="spins" id="auto-spins" data-testid="slot-auto-spins" defaultValue={String(DEFAULT_SPINS)}>
            {AUTOPLAY_SPINS.map((spins) => (
              <option key={spins} value={spins}>
                {spins}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('slot.stopWin')}
          <input type="number" name="stopWin" id="auto-win" min="0" step="any" inputMode="decimal" data-testid="slot-auto-win" />
        </label>
        <label>
          {t('slot.stopBalance')}
          <input
            type="number"
            name="stopBalance"
            id="auto-balance"
            min="0"
            step="any"
            inputMode="decimal"
            data-testid="slot-auto-balance"
          />
        </label>
        <label className="check">
          <input type="checkbox" name="stopFeature" id="auto-feature" defaultChecked data-testid="slot-auto-feature" />
          {t('slot.stopFeature')}
        </label>
        <div className="actions">
          <button type="button" id="auto-cancel" onClick={onClose}>
            {t('slot.cancel')}
          </button>
          <button type="submit" className="primary" data-testid="slot-auto-start">
            {t('slot.start')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
