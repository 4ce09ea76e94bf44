import { useTranslation } from 'react-i18next';
import { CardBack, CardFace } from '../../../ui/table-art.tsx';
import type { LiveOutcome } from '../api/live-calls.ts';

type Translate = ReturnType<typeof useTranslation>['t'];
/** What a screen reader says for a card ('10H', 'QS'): its rank and the suit's name. */
export const cardLabel = (name: string, t: Translate) => `${name.slice(0, -1)} ${t(`live.suit_${name.slice(-1)}`, '')}`.trim();

function Hand({
  label,
  id,
  testId,
  total,
  children,
}: {
  label: string;
  id: string;
  testId: string;
  total?: number | null;
  children: React.ReactNode;
}) {
  return (
    <div className={`hand hand-${id}`} data-testid={`${testId}-${id}`}>
      <h3>
        {label} <span className="total">{total ?? ''}</span>
      </h3>
      <div className="cards">{children}</div>
    </div>
  );
}

/**
 * The hands of a card table's outcome with its first `shown` cards turned over (the stage, and a round missed while
 * away); before the deal, where the cards will fall.
 */
export function CardScene({ outcome, shown, testId }: { outcome: LiveOutcome | null; shown: number; testId: string }) {
  const { t } = useTranslation();
  // A shoe of eight decks can deal the same card twice: a card is keyed by its place in the hand.
  const face = (name: string, i: number) => (
    <CardFace key={`card-${i}`} name={name} label={cardLabel(name, t)} testId="live-card" />
  );
  const backs = (n: number, from: number) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: the backs are the hand's places still to be dealt
    Array.from({ length: n }, (_, i) => <CardBack key={`back-${from + i}`} label={t('live.hidden')} />);
  if (outcome?.game === 'house-live-roulette') return null;
  if (!outcome || outcome.game === 'house-live-baccarat') {
    // Dealing order: player, banker, player, banker, then the third cards (player's first).
    const order = outcome ? outcome.cards : [];
    const player: string[] = [];
    const banker: string[] = [];
    order.slice(0, shown).forEach((c, i) => {
      if (i < 4) (i % 2 === 0 ? player : banker).push(c);
      else if (outcome?.player.length === 3 && i === 4) player.push(c);
      else banker.push(c);
    });
    const done = outcome !== null && shown >= order.length;
    const slots = (list: string[]) => [...list.map(face), ...(outcome ? backs(Math.max(0, 2 - list.length), list.length) : [])];
    return (
      <>
        <Hand label={t('live.player')} id="player" testId={testId} total={done ? outcome.playerTotal : null}>
          {slots(player)}
        </Hand>
        <Hand label={t('live.banker')} id="banker" testId={testId} total={done ? outcome.bankerTotal : null}>
          {slots(banker)}
        </Hand>
      </>
    );
  }
  const seen = [outcome.dragon, outcome.tiger].slice(0, shown);
  const slot = (i: number) => {
    const card = seen[i];
    return card ? face(card, i) : <CardBack label={t('live.hidden')} />;
  };
  return (
    <>
      <Hand label={t('live.dragon')} id="dragon" testId={testId}>
        {slot(0)}
      </Hand>
      <Hand label={t('live.tiger')} id="tiger" testId={testId}>
        {slot(1)}
      </Hand>
    </>
  );
}

/** A dragon-tiger table before its deal: two empty places. */
export function EmptyDragonTiger() {
  const { t } = useTranslation();
  return (
    <>
      <Hand label={t('live.dragon')} id="dragon" testId="live-hand">
        {null}
      </Hand>
      <Hand label={t('live.tiger')} id="tiger" testId="live-hand">
        {null}
      </Hand>
    </>
  );
}
