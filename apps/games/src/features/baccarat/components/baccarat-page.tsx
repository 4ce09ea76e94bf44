import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chipLabel } from '../../../lib/chip-label.ts';
import type { HouseClient } from '../../../lib/house-api.ts';
import { ErrorNotice } from '../../../ui/error-notice.tsx';
import { GameHeader } from '../../../ui/game-header.tsx';
import { ModalDialog } from '../../../ui/modal-dialog.tsx';
import { SessionEndedNotice } from '../../../ui/session-ended-notice.tsx';
import { CardFace, ChipArt, cardLabel } from '../../../ui/table-art.tsx';
import { BACCARAT_SPOTS, type BaccaratSpot } from '../api/baccarat-calls.ts';
import type { BaccaratPageData } from '../api/baccarat-page-data.ts';
import { type BaccaratHand, useBaccaratGame } from '../hooks/use-baccarat-game.ts';
import { useBaccaratKeys } from '../hooks/use-baccarat-keys.ts';

/** The spots in their place on the felt, with what each pays. */
const SPOT_PAYS: [BaccaratSpot, string][] = [
  ['player_pair', '11:1'],
  ['tie', '8:1'],
  ['banker_pair', '11:1'],
  ['player', '1:1'],
  ['banker', '0.95:1'],
];

/** The house baccarat page: header, the two hands, the spots, the meters, the chips, Clear, Rebet and Deal, the rules. */
export function BaccaratPage({ data, call }: { data: BaccaratPageData; call: HouseClient }) {
  const { t } = useTranslation();
  const game = useBaccaratGame(data, call);
  const [rulesOpen, setRulesOpen] = useState(false);
  const name = data.name || game.session?.game.names[data.language] || game.session?.game.names.en_US || '';

  useEffect(() => {
    if (name) document.title = name;
  }, [name]);

  useBaccaratKeys({
    ready: game.session !== null,
    chipCount: game.chips.length,
    deal: () => void game.deal(),
    stake: game.stake,
    clear: game.clear,
    rebet: game.rebet,
    selectChip: game.selectChip,
    openRules: () => setRulesOpen(true),
  });

  // Nothing else stays open over the notice that the session has ended.
  useEffect(() => {
    if (game.sessionEnded) setRulesOpen(false);
  }, [game.sessionEnded]);

  const suitName = (suit: string) => t(`baccarat.suit_${suit}`, { defaultValue: '' });
  const hand = (side: BaccaratHand) => (
    <div className="hand">
      <h2>
        {t(`baccarat.${side}`)}{' '}
        <span className="total" id={`${side}-total`}>
          {game.totals ? game.totals[side] : ''}
        </span>
      </h2>
      <div className="cards" id={`${side}-cards`}>
        {game.cards[side].map((card, index) => (
          <CardFace
            // biome-ignore lint/suspicious/noArrayIndexKey: an 8-deck shoe may deal one hand the same card twice; cards never reorder
            key={`${index}-${card.name}`}
            name={card.name}
            label={cardLabel(card.name, suitName)}
            extra={card.dealt ? 'deal' : ''}
          />
        ))}
      </div>
    </div>
  );
  const rtp = game.session?.rtp;

  return (
    <div className="house-page baccarat-page">
      <GameHeader
        name={name}
        lobbyUrl={data.lobbyUrl}
        demo={data.demo}
        infoLabel={t('baccarat.rules')}
        onInfo={() => setRulesOpen(true)}
      />
      <div className="house-content">
        <div className="table">
          <div className="hands">
            {hand('player')}
            {hand('banker')}
          </div>
          <p className="result" id="result" aria-live="polite">
            {game.result}
          </p>
          <div className="spots">
            {SPOT_PAYS.map(([spot, pays]) => (
              <button
                key={spot}
                type="button"
                className={`spot${game.marks[spot] ? ` ${game.marks[spot]}` : ''}`}
                data-spot={spot}
                data-testid={`house-spot-${spot}`}
                disabled={!game.canStake}
                onClick={() => game.stake(spot)}
              >
                <strong>{t(`baccarat.${spot}`)}</strong>
                <small>{pays}</small>
                <span className="stake" id={`stake-${spot}`}>
                  {game.stakeOf(spot)}
                </span>
              </button>
            ))}
          </div>
        </div>
        <div className="meters">
          <div className="meter">
            <span>{t('house.balance')}</span>
            <strong id="balance" data-testid="house-balance">
              {game.balance || '–'}
            </strong>
          </div>
          <div className="meter">
            <span>{t('house.bet')}</span>
            <strong id="total-bet" data-testid="house-bet">
              {game.totalBet}
            </strong>
          </div>
          <div className="meter">
            <span>{t('house.win')}</span>
            <strong id="win" data-testid="house-win">
              {game.win}
            </strong>
          </div>
        </div>
        {/* biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, not a form's fieldset */}
        <div className="chips" id="chips" role="group" aria-label={t('baccarat.chip')}>
          {game.chips.map((chip, index) => (
            <button
              key={chip}
              type="button"
              className="chip"
              data-chip={index}
              aria-pressed={index === game.chip}
              aria-label={`${t('baccarat.chip')} ${game.format(chip)}`}
              onClick={() => game.selectChip(index)}
            >
              <ChipArt label={chipLabel(chip, data.language)} index={index} />
            </button>
          ))}
        </div>
        <div className="controls">
          <button type="button" id="clear" data-testid="house-clear" onClick={game.clear}>
            {t('baccarat.clear')}
          </button>
          <button
            type="button"
            id="rebet"
            data-testid="house-rebet"
            aria-keyshortcuts="R"
            title={t('baccarat.rebetHint')}
            disabled={!game.canRebet}
            onClick={game.rebet}
          >
            {t('baccarat.rebet')}{' '}
            <span id="rebet-amount" data-testid="house-rebet-amount">
              {game.rebetAmount}
            </span>
          </button>
          <button
            type="button"
            className="primary"
            id="deal"
            data-testid="house-deal"
            aria-keyshortcuts="Enter"
            disabled={!game.canDeal}
            onClick={() => void game.deal()}
          >
            {t('baccarat.deal')}
          </button>
        </div>
        <p className="note" id="note" aria-live="polite">
          {game.note}
        </p>
        <ErrorNotice code={game.error} />
      </div>
      <ModalDialog
        open={rulesOpen}
        onClose={() => setRulesOpen(false)}
        labelledBy="panel-title"
        id="panel"
        focusOnOpen="#panel-title"
      >
        <h2 id="panel-title" tabIndex={-1}>
          {t('baccarat.rules')}
        </h2>
        <p>
          {t('house.rtp')}:{' '}
          <span className="rtp" data-testid="house-rtp" id="rtp">
            {rtp
              ? (['banker', 'player', 'tie'] as const)
                  .map((spot) => `${t(`baccarat.${spot}`)} ${(rtp[spot] ?? 0).toFixed(2)}%`)
                  .join(' · ')
              : ''}
          </span>
        </p>
        <div id="paytable" data-testid="slot-paytable">
          <p>{t('baccarat.baccaratRules')}</p>
          {rtp && (
            <table className="rules-table">
              <tbody>
                {BACCARAT_SPOTS.map((spot) => (
                  <tr key={spot}>
                    <td>{t(`baccarat.${spot}`)}</td>
                    <td>{(rtp[spot] ?? 0).toFixed(2)}%</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <p>{t('baccarat.keysHelp')}</p>
        </div>
        <button type="button" id="panel-close" onClick={() => setRulesOpen(false)}>
          {t('house.close')}
        </button>
      </ModalDialog>
      <SessionEndedNotice open={game.sessionEnded} lobbyUrl={data.lobbyUrl} />
    </div>
  );
}
