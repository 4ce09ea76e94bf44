import { formatTime } from '@casino/browser/date-format.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HouseCallError, type HouseClient } from '../../../lib/house-api.ts';
import { knownErrorCode } from '../../../lib/house-error-codes.ts';
import { ModalDialog } from '../../../ui/modal-dialog.tsx';
import { mergeHistory, type SlotHistoryEntry, type SlotVerdict, verifySlotRound } from '../api/slot-calls.ts';
import { useSlotRounds } from '../hooks/use-slot-rounds.ts';

const codeOf = (error: unknown) => (error instanceof HouseCallError ? error.code : 'network');
type Check = { state: 'idle' } | { state: 'busy' } | { state: 'done'; verdict: SlotVerdict } | { state: 'failed'; code: string };

/** One round's details: its stops spin by spin, and the check of them against what the server stored. */
function RoundDetails({ call, entry }: { call: HouseClient; entry: SlotHistoryEntry }) {
  const { t } = useTranslation();
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  const agrees = check.state === 'done' && check.verdict.replayMatches && check.verdict.stopsMatch;
  return (
    <div className="slot-round-details" data-testid="slot-round-details">
      <p className="muted">
        {t('house.round')} <code>{entry.roundId}</code>
      </p>
      <p>{t('slot.stops')}</p>
      <ol className="slot-stops">
        {entry.stops.map((stops, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the spins of a round keep their order
          <li key={i}>
            <code>{stops.join(' · ')}</code>
          </li>
        ))}
      </ol>
      <p className="muted">{t('slot.verifyNote')}</p>
      <button
        type="button"
        data-testid="slot-verify"
        disabled={check.state === 'busy'}
        onClick={() => {
          setCheck({ state: 'busy' });
          verifySlotRound(call, entry).then(
            (verdict) => setCheck({ state: 'done', verdict }),
            (error: unknown) => setCheck({ state: 'failed', code: codeOf(error) }),
          );
        }}
      >
        {t('slot.verify')}
      </button>
      <p role="status" data-testid="slot-verdict" className={agrees ? 'verdict-ok' : 'verdict'}>
        {check.state === 'done'
          ? t(agrees ? 'slot.verified' : 'slot.notVerified')
          : check.state === 'failed'
            ? t(`error_page.${knownErrorCode(check.code, 'network')}`)
            : ''}
      </p>
    </div>
  );
}

type HistoryDialogProps = {
  open: boolean;
  onClose: () => void;
  call: HouseClient;
  rounds: SlotHistoryEntry[];
  language: string;
  format: (amount: string) => string;
};

/**
 * The session's rounds, newest first: those played on this page (with the balance after each) and those the server
 * stored before it was loaded, an older page at a time. Each opens to its stops and their check.
 */
export function HistoryDialog({ open, onClose, call, rounds: shown, language, format }: HistoryDialogProps) {
  const { t } = useTranslation();
  const [openRound, setOpenRound] = useState<string | null>(null);
  const stored = useSlotRounds(call, open);
  const rounds = mergeHistory(shown, stored.stored);
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      labelledBy="history-title"
      id="history"
      testId="slot-history"
      focusOnOpen="#history-title"
      className="slot-history"
    >
      <h2 id="history-title" tabIndex={-1}>
        {t('slot.history')}
      </h2>
      {rounds.length === 0 ? (
        !stored.busy && <p>{t('slot.historyEmpty')}</p>
      ) : (
        <ul className="slot-history-list">
          {rounds.map((entry) => {
            const expanded = openRound === entry.roundId;
            const won = Number(entry.win) > 0;
            const result = [
              won ? t('house.win') : t('house.noWin'),
              ...(entry.stops.length > 1 ? [t('slot.freeWon', { n: entry.stops.length - 1 })] : []),
              ...(entry.jackpot ? [t('slot.jackpotWon')] : []),
            ].join(' · ');
            return (
              <li key={entry.roundId} data-testid="slot-history-round" data-round={entry.roundId}>
                <button
                  type="button"
                  className="slot-history-row"
                  aria-expanded={expanded}
                  aria-controls={`round-${entry.roundId}`}
                  onClick={() => setOpenRound(expanded ? null : entry.roundId)}
                >
                  <span className="when">{formatTime(entry.at, language)}</span>
                  <span>
                    {t('house.bet')} <b>{format(entry.bet)}</b>
                  </span>
                  <span>
                    {t('house.win')} <b data-testid="slot-history-win">{format(entry.win)}</b>
                  </span>
                  {entry.balance !== undefined && (
                    <span>
                      {t('house.balance')} <b data-testid="slot-history-balance">{format(entry.balance)}</b>
                    </span>
                  )}
                  <span className={won ? 'result won' : 'result'}>
                    {result}
                    {entry.pending ? ` · ${t('house.pending')}` : ''}
                  </span>
                </button>
                <div id={`round-${entry.roundId}`} hidden={!expanded}>
                  {expanded && <RoundDetails call={call} entry={entry} />}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {stored.error && (
        <p role="alert" data-testid="slot-history-error">
          {t(`error_page.${knownErrorCode(stored.error, 'network')}`)}
        </p>
      )}
      {stored.more && (
        <button type="button" data-testid="slot-history-more" disabled={stored.busy} onClick={stored.loadMore}>
          {t('slot.historyMore')}
        </button>
      )}
      <button type="button" onClick={onClose}>
        {t('house.close')}
      </button>
    </ModalDialog>
  );
}
