import { TOURNAMENT_MAX_RANK, TOURNAMENT_PARTICIPATIONS, TOURNAMENT_RANKINGS } from '@casino/contract/calls/tournament-calls.ts';
import type { LanguageCode } from '@casino/contract/languages.ts';
import type { TournamentInput } from '../api/tournament-calls.ts';

export type Ranking = (typeof TOURNAMENT_RANKINGS)[number];
export type Participation = (typeof TOURNAMENT_PARTICIPATIONS)[number];
export type TitleRow = { language: LanguageCode; text: string };
/** One counted game: a provider with either one game code or a whole game type. */
export type GameRow = { gp_id: string; game_code: string; game_type: string };
export type PrizeRow = { rank_from: string; rank_to: string; amount: string };

/** The create form as typed; the times are datetime-local values in the operator's time zone. */
export type TournamentDraft = {
  currency: string;
  titles: TitleRow[];
  starts_at: string;
  ends_at: string;
  ranking: Ranking;
  participation: Participation;
  buy_in: string;
  games: GameRow[];
  prizes: PrizeRow[];
};

// The contract's bounds (tournament-calls.ts), checked before sending so the operator learns which field is wrong.
const AMOUNT = /^\d{1,15}(\.\d{1,4})?$/;
const WHOLE = /^\d{1,10}$/;
const MAX_TITLE = 200;
const MAX_GAME_CODE = 100;
const MAX_GAMES = 200;
const MAX_PRIZES = 100;

export const emptyGame = (): GameRow => ({ gp_id: '', game_code: '', game_type: '' });
export const emptyPrize = (): PrizeRow => ({ rank_from: '', rank_to: '', amount: '' });

export function emptyDraft(currency: string): TournamentDraft {
  return {
    currency,
    titles: [{ language: 'en_US', text: '' }],
    starts_at: '',
    ends_at: '',
    ranking: TOURNAMENT_RANKINGS[0],
    participation: TOURNAMENT_PARTICIPATIONS[0],
    buy_in: '',
    games: [emptyGame()],
    prizes: [{ rank_from: '1', rank_to: '1', amount: '' }],
  };
}

const wholeIn = (text: string, min: number, max: number) => WHOLE.test(text.trim()) && Number(text) >= min && Number(text) <= max;
const positiveAmount = (text: string) => AMOUNT.test(text.trim()) && Number(text) > 0;
const instant = (local: string) => (local ? new Date(local).getTime() : Number.NaN);

/** The first wrong field of the form (a message key and the row it is on), or null. */
export function validateTournament(draft: TournamentDraft, now: number): { key: string; row?: number } | null {
  const titled = draft.titles.filter((title) => title.text.trim() !== '');
  if (titled.length === 0) return { key: 'tournaments.form.error.title' };
  if (titled.some((title) => title.text.trim().length > MAX_TITLE)) return { key: 'tournaments.form.error.titleLength' };
  if (new Set(titled.map((title) => title.language)).size !== titled.length) {
    return { key: 'tournaments.form.error.titleLanguage' };
  }
  const starts = instant(draft.starts_at);
  const ends = instant(draft.ends_at);
  if (Number.isNaN(starts) || Number.isNaN(ends)) return { key: 'tournaments.form.error.period' };
  if (ends <= starts) return { key: 'tournaments.form.error.endsBeforeStart' };
  if (ends <= now) return { key: 'tournaments.form.error.endsPast' };
  if (draft.participation === 'buy_in' && !positiveAmount(draft.buy_in)) return { key: 'tournaments.form.error.buyIn' };
  if (draft.games.length === 0 || draft.games.length > MAX_GAMES) return { key: 'tournaments.form.error.games' };
  for (const [index, game] of draft.games.entries()) {
    const hasCode = game.game_code.trim() !== '';
    const hasType = game.game_type !== '';
    if (!wholeIn(game.gp_id, 1, 2_147_483_647) || hasCode === hasType || game.game_code.trim().length > MAX_GAME_CODE) {
      return { key: 'tournaments.form.error.game', row: index + 1 };
    }
  }
  if (draft.prizes.length === 0 || draft.prizes.length > MAX_PRIZES) return { key: 'tournaments.form.error.prizes' };
  for (const [index, prize] of draft.prizes.entries()) {
    const ranks = wholeIn(prize.rank_from, 1, TOURNAMENT_MAX_RANK) && wholeIn(prize.rank_to, 1, TOURNAMENT_MAX_RANK);
    if (!ranks || Number(prize.rank_to) < Number(prize.rank_from) || !positiveAmount(prize.amount)) {
      return { key: 'tournaments.form.error.prize', row: index + 1 };
    }
  }
  const ordered = [...draft.prizes].sort((a, b) => Number(a.rank_from) - Number(b.rank_from));
  for (let i = 1; i < ordered.length; i += 1) {
    if (Number((ordered[i] as PrizeRow).rank_from) <= Number((ordered[i - 1] as PrizeRow).rank_to)) {
      return { key: 'tournaments.form.error.overlap' };
    }
  }
  return null;
}

/** The create call's body of a valid draft. */
export function tournamentBody(draft: TournamentDraft, siteId: number): TournamentInput {
  return {
    site_id: siteId,
    currency: draft.currency,
    title: Object.fromEntries(
      draft.titles.filter((title) => title.text.trim() !== '').map((title) => [title.language, title.text.trim()]),
    ),
    starts_at: new Date(draft.starts_at).toISOString(),
    ends_at: new Date(draft.ends_at).toISOString(),
    ranking: draft.ranking,
    participation: draft.participation,
    // The server takes a buy-in only with buy-in participation.
    buy_in: draft.participation === 'buy_in' ? draft.buy_in.trim() : '0',
    games: draft.games.map((game) => ({
      gp_id: Number(game.gp_id.trim()),
      ...(game.game_code.trim() ? { game_code: game.game_code.trim() } : { game_type: Number(game.game_type) }),
    })),
    prizes: draft.prizes.map((prize) => ({
      rank_from: Number(prize.rank_from.trim()),
      rank_to: Number(prize.rank_to.trim()),
      amount: prize.amount.trim(),
    })),
  };
}
