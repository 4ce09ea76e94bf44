import { useTranslation } from 'react-i18next';
import { CardBack, CardFace, cardLabel } from '../../../ui/table-art.tsx';
import { handTotal } from '../hooks/blackjack-cards.ts';
import type { TableGame } from '../hooks/use-table-game.ts';
import { TableSpot } from './table-spot.tsx';

/** Blackjack: the dealer's cards, the player's hands (one after a split each with its bet and result), the bet circle. */
export function BlackjackBoard({ game, language }: { game: TableGame; language: string }) {
  const { t } = useTranslation();
  const suitName = (suit: string) => t(`tables.suit_${suit}`, { defaultValue: '' });
  const view = game.hand?.hand;
  const cardClass = (key: string) =>
    [game.pendingCards.has(key) ? 'pending' : '', game.dealtCards.has(key) && !game.pendingCards.has(key) ? 'deal' : '']
      .filter(Boolean)
      .join(' ');
  const face = (name: string, key: string) => (
    <CardFace key={key} name={name} label={cardLabel(name, suitName)} extra={cardClass(key)} />
  );
  const backKey = `d${view?.dealer.length ?? 0}-back`;
  return (
    <>
      <div className="bj-table">
        <div className="bj-row">
          <h3>
            {t('tables.dealer')}{' '}
            <span className="total" id="dealer-total">
              {view?.phase === 'settled' ? view.dealer_total : ''}
            </span>
          </h3>
          <div className="bj-cards" id="dealer-cards">
            {view?.dealer.map((name, i) => face(name, `d${i}-${name}`))}
            {view && view.phase !== 'settled' && (
              <span className={`back-slot ${cardClass(backKey)}`.trim()}>
                <CardBack label={t('tables.hidden')} />
              </span>
            )}
          </div>
        </div>
        <p className="bj-rule">{t('tables.bjBanner')}</p>
        <div className="bj-hands" id="hands">
          {view?.hands.map((one, h) => (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: a hand keeps its place after a split
              key={h}
              className={`bj-hand${view.phase === 'player' && h === view.active && view.hands.length > 1 ? ' active' : ''}`}
              data-testid="bj-hand"
            >
              <h3>
                {view.hands.length > 1 ? t('tables.handN', { n: h + 1 }) : t('tables.yourHand')}{' '}
                <span className="total">{handTotal(one.total, one.soft)}</span>
              </h3>
              <div className="bj-cards">{one.cards.map((name, i) => face(name, `h${h}-${i}-${name}`))}</div>
              <p className="hand-bet">
                {t('house.bet')} {game.money(one.bet)}
                {one.doubled ? ` · ${t('tables.double2')}` : ''}
                {one.result && (
                  <>
                    {' · '}
                    <b className={`res-${one.result}`}>{t(`tables.res_${one.result}`)}</b>
                  </>
                )}
              </p>
            </div>
          ))}
        </div>
        <TableSpot
          game={game}
          spot="main"
          label={t('tables.mainBet')}
          language={language}
          className="bet-circle"
          disabled={game.inPlay}
        >
          <strong>{t('tables.mainBet')}</strong>
        </TableSpot>
      </div>
      <p className="result" id="result" aria-live="polite">
        {game.result}
      </p>
    </>
  );
}
