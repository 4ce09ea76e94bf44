import { playAndarBaharRound, storedDeckCards } from './andar-bahar.ts';
import { type BlackjackAction, replayBlackjack } from './blackjack.ts';
import type { TableGameKind } from './house-table-codes.ts';
import { type Dice, playSicBoRound } from './sic-bo.ts';

/** A card or table game round recomputed from its stored wager and draws (replayRound of house-play.ts). */
export function replayTableRound(kind: TableGameKind, wager: unknown, draws: unknown): { game: string; win: number } {
  switch (kind) {
    case 'blackjack': {
      const { bet, actions } = wager as { bet: number; actions: BlackjackAction[] };
      return { game: 'house-blackjack', ...replayBlackjack(bet, actions, draws as string[]) };
    }
    case 'sic_bo':
      return playSicBoRound((wager as { bets: Record<string, number> }).bets, draws as Dice);
    case 'andar_bahar':
      return playAndarBaharRound((wager as { bets: Record<string, number> }).bets, storedDeckCards(draws as string[]));
  }
}
