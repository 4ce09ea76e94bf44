import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HouseClient } from '../../../lib/house-api.ts';
import { goLobby } from '../../../lib/lobby.ts';
import { moneyFormat } from '../../../lib/money-format.ts';
import { ErrorNotice } from '../../../ui/error-notice.tsx';
import { BackIcon } from '../../../ui/icons.tsx';
import { SessionEndedNotice } from '../../../ui/session-ended-notice.tsx';
import type { SportsBet } from '../api/sports-calls.ts';
import type { SportsPageData } from '../api/sports-page-data.ts';
import type { SportsSocketLike } from '../api/sports-socket.ts';
import { useMyBets } from '../hooks/use-my-bets.ts';
import { useSlip } from '../hooks/use-slip.ts';
import { useSportsbook } from '../hooks/use-sportsbook.ts';
import { ODDS_FORMATS, type OddsFormat, readOddsFormat, saveOddsFormat } from '../lib/odds.ts';
import { BetSlip } from './bet-slip.tsx';
import { EventList } from './event-list.tsx';
import { EventView } from './event-view.tsx';
import { MyBets } from './my-bets.tsx';
import { OddsFormatContext } from './odds-context.ts';
import { SportList } from './sport-list.tsx';

type Props = { data: SportsPageData; call: HouseClient; connect: () => SportsSocketLike };
type SideTab = 'slip' | 'bets';

/**
 * The house sportsbook (docs/decisions/0063): sports on the left, live and coming events or one event in the middle,
 * the bet slip and the player's bets on the right (a bottom sheet on a phone); prices arrive over the socket.
 */
export function SportsPage({ data, call, connect }: Props) {
  const { t, i18n } = useTranslation();
  const book = useSportsbook(data, call, { connect });
  const [format, setFormat] = useState<OddsFormat>(() => readOddsFormat());
  const [side, setSide] = useState<SideTab>('slip');
  const [sheetOpen, setSheetOpen] = useState(false);
  const currency = book.lobby?.currency ?? data.currency;
  const money = useMemo(() => moneyFormat(i18n.language, currency, 2), [i18n.language, currency]);
  const title = t(`sports.title.${data.gameCode}`);
  const canBet = !book.sessionEnded;
  const { setBalance } = book;
  const { endSession } = book;

  const bets = useMyBets({ call, shown: side === 'bets', onBalance: setBalance, onSessionEnded: endSession });
  const { load: loadBets } = bets;
  const onPlaced = useCallback(
    (balance: string, _placed: SportsBet[]) => {
      setBalance(balance);
      void loadBets('open');
    },
    [setBalance, loadBets],
  );
  const slip = useSlip({ call, events: book.events, onPlaced, onBalance: setBalance, onSessionEnded: endSession });

  useEffect(() => {
    document.title = title;
  }, [title]);

  const chooseFormat = (next: OddsFormat) => {
    setFormat(next);
    saveOddsFormat(next);
  };

  return (
    <OddsFormatContext.Provider value={format}>
      <div className="house-page sports-page">
        <header className="sports-header">
          <button
            type="button"
            className="lobby"
            data-testid="house-lobby"
            aria-label={t('house.lobby')}
            onClick={() => goLobby(data.lobbyUrl)}
          >
            <BackIcon />
            <span className="label">{t('house.lobby')}</span>
          </button>
          <h1 title={title}>{title}</h1>
          <p className="balance">
            <span>{t('house.balance')}</span>{' '}
            <strong data-testid="house-balance">{book.balance === null ? '–' : money(book.balance)}</strong>
          </p>
          <label className="odds-format">
            <span className="sr-only">{t('sports.oddsFormat')}</span>
            <select
              value={format}
              onChange={(e) => chooseFormat(e.currentTarget.value as OddsFormat)}
              data-testid="odds-format"
              aria-label={t('sports.oddsFormat')}
            >
              {ODDS_FORMATS.map((f) => (
                <option key={f} value={f}>
                  {t(`sports.formats.${f}`)}
                </option>
              ))}
            </select>
          </label>
        </header>
        <div className="offline" role="alert" data-testid="sports-offline" hidden={!book.offline}>
          {t('sports.offline')}
        </div>
        <ErrorNotice code={book.error} />
        <div className="sports-layout">
          <SportList sports={book.lobby?.sports ?? []} current={book.sport} onChoose={book.chooseSport} />
          <main className="sports-center">
            {book.openId ? (
              <EventView
                event={book.openedEvent}
                error={book.eventError}
                selected={slip.selected}
                onToggle={slip.toggle}
                onBack={() => book.openEvent(null)}
              />
            ) : (
              <EventList
                live={book.list.live}
                upcoming={book.list.upcoming}
                loading={book.lobby === null}
                selected={slip.selected}
                onToggle={slip.toggle}
                onOpen={book.openEvent}
              />
            )}
          </main>
          <aside className={`sports-side${sheetOpen ? ' open' : ''}`} aria-label={t('sports.slip.title')} id="sports-side">
            <div className="side-tabs">
              <button type="button" aria-pressed={side === 'slip'} onClick={() => setSide('slip')} data-testid="tab-slip">
                {t('sports.slip.title')} <span className="badge-count">{slip.legs.length}</span>
              </button>
              <button type="button" aria-pressed={side === 'bets'} onClick={() => setSide('bets')} data-testid="tab-bets">
                {t('sports.myBets.title')}
              </button>
              <button type="button" className="sheet-close" aria-label={t('house.close')} onClick={() => setSheetOpen(false)}>
                ×
              </button>
            </div>
            {side === 'slip' ? (
              <BetSlip
                slip={slip}
                events={book.events}
                limits={book.lobby?.limits ?? null}
                liveDelaySeconds={book.lobby?.live_delay_seconds ?? 0}
                money={money}
                canBet={canBet}
              />
            ) : (
              <MyBets state={bets} money={money} canBet={canBet} />
            )}
          </aside>
        </div>
        <button
          type="button"
          className="sheet-toggle"
          aria-controls="sports-side"
          aria-expanded={sheetOpen}
          onClick={() => setSheetOpen((open) => !open)}
          data-testid="sheet-toggle"
        >
          {t('sports.slip.title')}
          <span className="badge-count" data-testid="slip-count">
            {slip.legs.length}
          </span>
        </button>
        <SessionEndedNotice open={book.sessionEnded} lobbyUrl={data.lobbyUrl} />
      </div>
    </OddsFormatContext.Provider>
  );
}
