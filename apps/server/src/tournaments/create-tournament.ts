import {
  type OperatorTournament,
  type operatorTournamentCreateCall,
  TournamentOperatorCode,
} from '@casino/contract/calls/tournament-calls.ts';
import type { z } from 'zod';
import { FieldError, Refusal } from '../http/reply.ts';
import { inTransaction } from '../ledger/executor.ts';
import { writeAudit } from '../operators/audit-log.ts';
import type { OperatorSession } from '../operators/operator-sessions.ts';
import { findSite } from '../sites/find-site.ts';
import { requireOfferedCurrency } from '../sites/offered-currency.ts';
import { parseAmount } from '../wallet/main-cash.ts';
import { findOperatorTournaments } from './operator-tournaments.ts';
import type { TournamentContext } from './tournament-context.ts';

export type CreateTournamentInput = z.output<(typeof operatorTournamentCreateCall)['request']>;

function minor(value: string, currency: string, field: string): bigint {
  const amount = parseAmount(value, currency);
  if (amount === undefined) throw new FieldError({ [field]: ['amount_precision'] });
  return amount;
}

/**
 * Schedules a tournament on a site and currency the site offers: its games (each a game of the provider's catalogue,
 * or a provider and game type), period (ending after it starts, in the future), ranking, participation (a buy-in
 * above zero exactly when participation is buy_in) and prize table (ranges of ranks that do not overlap, each rank's
 * amount above zero), with its audit row.
 */
export async function createTournament(
  ctx: TournamentContext,
  operator: OperatorSession,
  input: CreateTournamentInput,
  ip: string,
): Promise<OperatorTournament> {
  await findSite(ctx.db, input.site_id);
  const startsAt = new Date(input.starts_at);
  const endsAt = new Date(input.ends_at);
  if (endsAt <= startsAt) throw new FieldError({ ends_at: ['ends_before_start'] });
  if (endsAt <= new Date()) throw new FieldError({ ends_at: ['in_the_past'] });
  await requireOfferedCurrency(ctx.db, input.site_id, input.currency, TournamentOperatorCode.currencyNotOffered);
  const buyIn = minor(input.buy_in, input.currency, 'buy_in');
  if (input.participation === 'buy_in' && buyIn <= 0n) throw new FieldError({ buy_in: ['amount_positive'] });
  if (input.participation !== 'buy_in' && buyIn !== 0n) throw new FieldError({ buy_in: ['buy_in_only'] });

  const games = input.games.map((g, i) => {
    if ((g.game_code === undefined) === (g.game_type === undefined)) {
      throw new FieldError({ [`games.${i}`]: ['game_code_or_type'] });
    }
    return { provider_id: g.gp_id, game_code: g.game_code ?? null, game_type_id: g.game_type ?? null };
  });
  for (const g of games) {
    const known = g.game_code
      ? await ctx.db
          .selectFrom('games')
          .select('id')
          .where('provider_id', '=', g.provider_id)
          .where('game_code', '=', g.game_code)
          .executeTakeFirst()
      : await ctx.db.selectFrom('game_providers').select('id').where('id', '=', g.provider_id).executeTakeFirst();
    if (!known) throw new Refusal(TournamentOperatorCode.unknownGame, 'operator.unknown_game');
  }

  const prizes = input.prizes
    .map((p, i) => {
      if (p.rank_to < p.rank_from) throw new FieldError({ [`prizes.${i}.rank_to`]: ['rank_to_below_from'] });
      const amount = minor(p.amount, input.currency, `prizes.${i}.amount`);
      if (amount <= 0n) throw new FieldError({ [`prizes.${i}.amount`]: ['amount_positive'] });
      return { rank_from: p.rank_from, rank_to: p.rank_to, amount };
    })
    .sort((a, b) => a.rank_from - b.rank_from);
  for (let i = 1; i < prizes.length; i += 1) {
    if ((prizes[i]?.rank_from ?? 0) <= (prizes[i - 1]?.rank_to ?? 0)) throw new FieldError({ prizes: ['ranks_overlap'] });
  }

  const id = await inTransaction(ctx.db, async (trx) => {
    const t = await trx
      .insertInto('tournaments')
      .values({
        site_id: input.site_id,
        currency_code: input.currency,
        title: JSON.stringify(input.title),
        starts_at: startsAt,
        ends_at: endsAt,
        ranking: input.ranking,
        participation: input.participation,
        buy_in: buyIn,
        created_by: operator.operatorId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('tournament_games')
      .values(games.map((g) => ({ ...g, tournament_id: t.id })))
      .execute();
    await trx
      .insertInto('tournament_prizes')
      .values(prizes.map((p) => ({ ...p, tournament_id: t.id })))
      .execute();
    await writeAudit(trx, {
      operatorId: operator.operatorId,
      action: 'tournament.create',
      target: `tournament:${t.id}`,
      details: { ...input },
      ip,
    });
    return t.id;
  });
  const [created] = await findOperatorTournaments(ctx.db, { id, limit: 1 });
  if (!created) throw new Error(`tournament ${id} vanished`);
  return created;
}
