import { useTranslation } from 'react-i18next';
import { CardBack, CardFace, cardLabel } from '../../../ui/table-art.tsx';
import type { Lane, TableGame } from '../hooks/use-table-game.ts';
import { TableSpot } from './table-spot.tsx';

/** Andar Bahar: the joker, the two lanes the cards are dealt to, and the board (the sides, the number of cards dealt). */
export function AndarBaharBoard({ game, language }: { game: TableGame; language: string }) {
  const { t } = useTranslation();
  const suitName = (suit: string) => t(`tables.suit_${suit}`, { defaultValue: '' });
  const counts = Object.keys(game.session?.rtp ?? {}).filter((spot) => spot.startsWith('cards_'));
  const pays = game.session?.pays ?? {};
  const countLabel = (spot: string) => {
    const [, a, b] = spot.split('_');
    return t('tables.cardsRange', { a, b });
  };
  const lane = (side: Lane) => (
    <div className={`lane${game.wonLane === side ? ' won' : ''}`} id={`lane-${side}`}>
      <h3>{t(`tables.${side}`)}</h3>
      <div className="lane-cards" id={`${side}-cards`}>
        {game.lanes[side].map((card) => (
          <CardFace
            // One deck: a card is dealt once.
            key={card.name}
            name={card.name}
            label={cardLabel(card.name, suitName)}
            extra={[card.dealt ? 'deal' : '', card.match ? 'match' : ''].filter(Boolean).join(' ')}
          />
        ))}
      </div>
    </div>
  );
  return (
    <>
      <div className="ab-table">
        <div className="joker">
          <span>{t('tables.joker')}</span>
          <div id="joker">
            {game.joker ? (
              <CardFace name={game.joker} label={cardLabel(game.joker, suitName)} extra="deal" />
            ) : (
              <CardBack label={t('tables.hidden')} />
            )}
          </div>
        </div>
        {lane('andar')}
        {lane('bahar')}
      </div>
      <p className="result" id="result" aria-live="polite">
        {game.result}
      </p>
      <div className="board ab" id="board">
        <div className="row r2">
          <TableSpot game={game} spot="andar" label={t('tables.andar')} language={language} className="big-spot andar">
            <strong>{t('tables.andar')}</strong>
            <small>0.9:1</small>
          </TableSpot>
          <TableSpot game={game} spot="bahar" label={t('tables.bahar')} language={language} className="big-spot bahar">
            <strong>{t('tables.bahar')}</strong>
            <small>1:1</small>
          </TableSpot>
        </div>
        <h3>{t('tables.cardsDealt')}</h3>
        <div className="row r4">
          {counts.map((spot) => (
            <TableSpot key={spot} game={game} spot={spot} label={countLabel(spot)} language={language}>
              <strong>{countLabel(spot)}</strong>
              <small>{pays[spot]}:1</small>
            </TableSpot>
          ))}
        </div>
      </div>
    </>
  );
}
