import { formatTime } from '@casino/browser/date-format.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HouseCallError, type HouseClient } from '../../../lib/house-api.ts';
import { knownErrorCode } from '../../../lib/house-error-codes.ts';
import { ModalDialog } from '../../../ui/modal-dialog.tsx';
import { CardFace, cardLabel, Die } from '../../../ui/table-art.tsx';
import { type HistoryRound, readHistory, verifyRound } from '../api/table-calls.ts';
import type { TableKind } from '../api/table-page-data.ts';

type Loaded = { state: 'loading' } | { state: 'failed'; code: string } | { state: 'ready'; rounds: HistoryRound[] };
const codeOf = (error: unknown) => (error instanceof HouseCallError ? error.code : 'network');

/** What one round's line shows of it: the dice and their total, the joker and the side, or each hand's result. */
function Summary({ kind, round }: { kind: TableKind; round: HistoryRound }) {
  const { t } = useTranslation();
  const { summary } = round;
  if (kind === 'sic_bo') {
    return (
      <>
        {(summary.dice ?? []).map((value, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the three dice of a roll keep their order
          <Die key={i} value={value} extra="tiny" />
        ))}{' '}
        <b>{summary.total}</b>
      </>
    );
  }
  if (kind === 'andar_bahar') {
    const suitName = (suit: string) => t(`tables.suit_${suit}`, { defaultValue: '' });
    return (
      <>
        {summary.joker && <CardFace name={summary.joker} label={cardLabel(summary.joker, suitName)} extra="tiny" />}{' '}
        {summary.side ? t(`tables.${summary.side}`) : ''} · {summary.dealt}
      </>
    );
  }
  return <>{(summary.results ?? []).map((result) => (result ? t(`tables.res_${result}`) : '')).join(' / ')}</>;
}

/** A round's check: recomputed from its stored draws, it matches what was paid or not. */
function VerifyButton({ call, roundId }: { call: HouseClient; roundId: string }) {
  const { t } = useTranslation();
  const [said, setSaid] = useState<string | null>(null);
  return (
    <button
      type="button"
      className="verify"
      data-round={roundId}
      disabled={said !== null}
      onClick={() => {
        verifyRound(call, roundId).then(
          (matches) => setSaid(t(matches ? 'tables.verified' : 'tables.notVerified')),
          (error: unknown) => setSaid(t(`error_page.${knownErrorCode(codeOf(error), 'network')}`)),
        );
      }}
    >
      {said ?? t('tables.verify')}
    </button>
  );
}

type HistoryDialogProps = {
  open: boolean;
  onClose: () => void;
  call: HouseClient;
  kind: TableKind;
  language: string;
  money: (amount: string) => string;
};

/** The session's last rounds, newest first, each with its bet, win and a check of its draws; read each time it opens. */
export function HistoryDialog({ open, onClose, call, kind, language, money }: HistoryDialogProps) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    setLoaded({ state: 'loading' });
    readHistory(call).then(
      (rounds) => {
        if (!cancelled) setLoaded({ state: 'ready', rounds });
      },
      (error: unknown) => {
        if (!cancelled) setLoaded({ state: 'failed', code: codeOf(error) });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [open, call]);
  return (
    <ModalDialog open={open} onClose={onClose} labelledBy="history-title" id="history-panel" focusOnOpen="#history-title">
      <h2 id="history-title" tabIndex={-1}>
        {t('tables.history')}
      </h2>
      <div id="history-list">
        {loaded.state === 'loading' && <p>{t('tables.loading')}</p>}
        {loaded.state === 'failed' && <p>{t(`error_page.${knownErrorCode(loaded.code, 'network')}`)}</p>}
        {loaded.state === 'ready' && loaded.rounds.length === 0 && <p>{t('tables.noHistory')}</p>}
        {loaded.state === 'ready' && loaded.rounds.length > 0 && (
          <ol className="history">
            {loaded.rounds.map((round) => (
              <li key={round.round_id}>
                <span className="when">{formatTime(round.created_at, language)}</span>
                <span className="what">
                  <Summary kind={kind} round={round} />
                </span>
                <span>
                  {t('house.bet')} {money(round.bet)}
                </span>
                <span className={Number(round.win) > 0 ? 'won' : ''}>
                  {t('house.win')} {money(round.win)}
                </span>
                <VerifyButton call={call} roundId={round.round_id} />
                <small>{round.round_id}</small>
              </li>
            ))}
          </ol>
        )}
      </div>
      <button type="button" onClick={onClose}>
        {t('house.close')}
      </button>
    </ModalDialog>
  );
}
