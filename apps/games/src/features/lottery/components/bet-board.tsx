import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryBetType } from '../api/lottery-calls.ts';
import type { LotteryGameCode } from '../api/lottery-page-data.ts';
import type { SlipLine } from '../hooks/slip.ts';

/** The published odds of a pick: its own where the rules list it, else the bet type's (they do not differ then). */
export function oddsOf(betType: LotteryBetType, pick: readonly number[]): string[] {
  const own = betType.picks.find((p) => p.pick.length === pick.length && p.pick.every((n, i) => n === pick[i]));
  return (own ?? betType.picks[0])?.odds ?? [];
}

/** A slot's words: "position 2" is the position word and its number. */
export function useSlotLabel() {
  const { t } = useTranslation();
  return (name: string) => {
    const [word, index] = name.split(' ');
    return `${t(`lottery.slot.${word}`, { defaultValue: word })}${index ? ` ${index}` : ''}`;
  };
}

/** How a pick reads: for the dice and digits the numbers, with the slot words where there are several. */
export function pickText(betType: LotteryBetType | undefined, pick: readonly number[], slotLabel: (name: string) => string) {
  if (!betType || pick.length === 0) return '';
  if (pick.length === 1)
    return String(pick[0]).padStart(betType.slots[0]!.max >= 100 ? 3 : betType.slots[0]!.max >= 10 ? 2 : 1, '0');
  return pick.map((n, i) => `${slotLabel(betType.slots[i]!.name)} ${n}`).join(', ');
}

/** Bet types whose one number has few values show a button per value; the rest take the numbers in fields. */
const BUTTONS_UP_TO = 20;

function PickForm({ betType, disabled, onAdd }: { betType: LotteryBetType; disabled: boolean; onAdd: (pick: number[]) => void }) {
  const { t } = useTranslation();
  const slotLabel = useSlotLabel();
  const [values, setValues] = useState<string[]>(() => betType.slots.map(() => ''));
  const [invalid, setInvalid] = useState(false);
  const id = `pick-${betType.bet_type}`;
  const add = () => {
    const pick = values.map((v) => (/^\d{1,5}$/.test(v.trim()) ? Number(v) : Number.NaN));
    const fits = pick.every((n, i) => Number.isInteger(n) && n >= betType.slots[i]!.min && n <= betType.slots[i]!.max);
    setInvalid(!fits);
    if (fits) onAdd(pick);
  };
  return (
    <form
      className="pick-form"
      onSubmit={(event) => {
        event.preventDefault();
        add();
      }}
    >
      {betType.slots.map((slot, i) => (
        <label key={slot.name} htmlFor={`${id}-${i}`}>
          <span>
            {slotLabel(slot.name)}{' '}
            <small>
              ({slot.min}–{slot.max})
            </small>
          </span>
          <input
            id={`${id}-${i}`}
            data-testid={`lottery-pick-${betType.bet_type}-${i}`}
            inputMode="numeric"
            autoComplete="off"
            value={values[i]}
            disabled={disabled}
            aria-invalid={invalid || undefined}
            onChange={(event) => {
              const next = [...values];
              next[i] = event.currentTarget.value;
              setValues(next);
            }}
          />
        </label>
      ))}
      <button type="submit" disabled={disabled} data-testid={`lottery-add-${betType.bet_type}`}>
        {t('lottery.add')} <span className="odds">{oddsOf(betType, []).join(' / ')}</span>
      </button>
      {invalid && (
        <p className="pick-invalid" role="alert">
          {t('lottery.refusal.pick_invalid')}
        </p>
      )}
    </form>
  );
}

/** The game's bet board: every bet type with its picks and odds; a pick goes onto the slip (again takes it off). */
export function BetBoard({
  game,
  betTypes,
  lines,
  disabled,
  onPick,
}: {
  game: LotteryGameCode;
  betTypes: readonly LotteryBetType[];
  lines: readonly SlipLine[];
  disabled: boolean;
  onPick: (betType: string, pick: number[]) => void;
}) {
  const { t } = useTranslation();
  const onSlip = (betType: string, pick: readonly number[]) =>
    lines.some((l) => l.betType === betType && l.pick.join(',') === pick.join(','));
  const spot = (betType: LotteryBetType, pick: number[], label: string) => (
    <button
      type="button"
      key={`${betType.bet_type}-${pick.join('-')}`}
      className={`spot${onSlip(betType.bet_type, pick) ? ' on-slip' : ''}`}
      aria-pressed={onSlip(betType.bet_type, pick)}
      data-testid={`lottery-spot-${betType.bet_type}${pick.length ? `-${pick.join('-')}` : ''}`}
      disabled={disabled}
      onClick={() => onPick(betType.bet_type, pick)}
    >
      <strong>{label}</strong>
      <small className="odds">{oddsOf(betType, pick).join(' / ')}</small>
    </button>
  );
  return (
    <div className={`bet-board board-${game}`} data-testid="lottery-board">
      {betTypes.map((betType) => {
        const name = t(`lottery.betType.${betType.bet_type}`, { defaultValue: betType.bet_type });
        const slot = betType.slots[0];
        const buttons = betType.slots.length === 0 || (betType.slots.length === 1 && slot!.max - slot!.min < BUTTONS_UP_TO);
        return (
          <fieldset key={betType.bet_type} className={`bet-type bet-type-${betType.bet_type}`}>
            <legend>
              {name}
              {betType.cost_units > 1 && <small> · {t('lottery.costUnits', { n: betType.cost_units })}</small>}
            </legend>
            <p className="bet-help">{t(`lottery.help.${betType.bet_type}`, { defaultValue: '' })}</p>
            {buttons ? (
              <div className="spots">
                {betType.slots.length === 0
                  ? spot(betType, [], name)
                  : Array.from({ length: slot!.max - slot!.min + 1 }, (_, i) => slot!.min + i).map((n) =>
                      spot(betType, [n], String(n)),
                    )}
              </div>
            ) : (
              <PickForm betType={betType} disabled={disabled} onAdd={(pick) => onPick(betType.bet_type, pick)} />
            )}
          </fieldset>
        );
      })}
    </div>
  );
}
