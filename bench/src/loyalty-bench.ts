import { randomBytes } from 'node:crypto';
import { type DatabaseHandle, openDatabase } from '@casino/server/src/db/database.ts';
import { migrate } from '@casino/server/src/db/migrate.ts';
import { ledgerAccounts } from '@casino/server/src/ledger/ledger-accounts.ts';
import { postTransaction } from '@casino/server/src/ledger/post-transaction.ts';
import { seedDemo } from '@casino/server/src/seed/seed-demo.ts';
import { countParticipants, readLeaderboard } from '@casino/server/src/tournaments/read-leaderboard.ts';
import { SCORING_GRACE_MS, scoreTournamentBets } from '@casino/server/src/tournaments/score-tournament-bets.ts';
import { DEMO_TOURNAMENT_GAME } from '@casino/server/src/tournaments/seed-demo-tournament.ts';
import { sql } from 'kysely';
import { createTemporaryDatabase } from './temporary-database.ts';

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

/**
 * npm run bench -- loyalty (PostgreSQL, DATABASE_URL; a temporary database is made there): a tournament on the house
 * slot with BENCH_PARTICIPANTS (10,000) members taking part, fed BENCH_BETS_PER_SECOND (1,000) wallet calls a second
 * (bets, and a win for every third) for BENCH_SECONDS (10) as the wallet writes them into provider_transactions. An
 * update is what the tournament worker does with them: one scoring batch into the entries (scoreTournamentBets,
 * cursor and all) and the leaderboard read to push (top 50 and participants), every BENCH_UPDATE_MS (200). Prints
 * each update's time at p50 and p99 and the calls scored per second.
 */
export async function runLoyaltyBench(): Promise<void> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    console.error('loyalty bench: set DATABASE_URL to a PostgreSQL server (a temporary database is made there)');
    process.exitCode = 2;
    return;
  }
  const participants = Number(process.env.BENCH_PARTICIPANTS ?? 10_000);
  const betsPerSecond = Number(process.env.BENCH_BETS_PER_SECOND ?? 1_000);
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const updateMs = Number(process.env.BENCH_UPDATE_MS ?? 200);
  const feedMs = 100;
  const database = await createTemporaryDatabase(adminUrl, 'bench_loyalty');
  let handle: DatabaseHandle | undefined;
  try {
    handle = await openDatabase({ databaseUrl: database.url });
    await migrate(handle);
    await seedDemo(handle.db, { accounts: false });
    const db = handle.db;
    // The demo's own tournament is set aside: the bench measures one tournament of its size.
    await db.updateTable('tournaments').set({ status: 'cancelled' }).execute();
    const game = await db
      .selectFrom('games')
      .select(['provider_id', 'game_type_id'])
      .where('game_code', '=', DEMO_TOURNAMENT_GAME)
      .executeTakeFirstOrThrow();
    const tag = randomBytes(3).toString('hex');
    await sql`insert into members (site_id, account, currency_code)
      select 1, 'trn' || ${tag} || g, 'INR' from generate_series(1, ${participants}) g`.execute(db);
    const members = (
      await db.selectFrom('members').select('id').where('account', 'like', `trn${tag}%`).orderBy('id').execute()
    ).map((m) => m.id);
    await sql`insert into game_sessions (id, token_hash, member_id, provider_id, game_code, game_type_id, currency_code, expires_at)
      select 'bench-' || m, md5('bench-' || m), m, ${game.provider_id}, ${DEMO_TOURNAMENT_GAME}, ${game.game_type_id}, 'INR',
        now() + interval '1 day'
      from unnest(${members}::int[]) m`.execute(db);
    const t = await db
      .insertInto('tournaments')
      .values({
        site_id: 1,
        currency_code: 'INR',
        title: JSON.stringify({ en_US: 'bench' }),
        starts_at: new Date(Date.now() - 3_600_000),
        ends_at: new Date(Date.now() + 3_600_000),
        ranking: 'total_stake',
        participation: 'automatic',
        created_by: null,
      })
      .returning(['id', 'ranking', 'currency_code'])
      .executeTakeFirstOrThrow();
    await db
      .insertInto('tournament_games')
      .values({ tournament_id: t.id, provider_id: game.provider_id, game_code: DEMO_TOURNAMENT_GAME, game_type_id: null })
      .execute();
    await db
      .insertInto('tournament_prizes')
      .values({ tournament_id: t.id, rank_from: 1, rank_to: 10, amount: 100_000n })
      .execute();
    // Every participant has played before the run: 10,000 entries with scores spread out.
    await sql`insert into tournament_entries (tournament_id, member_id, score, score_at, rounds, stake, joined_at)
      select ${t.id}, m, s, now() - interval '1 hour', 1, s, now() - interval '1 hour'
      from (select m, (random() * 1000000)::bigint as s from unnest(${members}::int[]) m) x`.execute(db);
    await sql`analyze tournament_entries`.execute(db);
    // Every wallet row points at a ledger movement, as the wallet's do; one stands for all of them here.
    const posted = await postTransaction(db, db, {
      key: `bench-tournament:${tag}`,
      kind: 'adjustment',
      postings: [
        { account: ledgerAccounts.system('bench:a', 'INR'), amount: 1n },
        { account: ledgerAccounts.system('bench:b', 'INR'), amount: -1n },
      ],
    });
    // Start reading from here.
    await sql`update tournament_cursor set transaction_id = coalesce((select max(id) from provider_transactions), 0)`.execute(db);

    let fed = 0;
    let feeding = true;
    const perTick = Math.max(1, Math.round((betsPerSecond * feedMs) / 1000));
    const feed = (async () => {
      let next = Date.now();
      let round = 0;
      while (feeding) {
        const ids: number[] = [];
        const kinds: string[] = [];
        const rounds: string[] = [];
        const amounts: string[] = [];
        for (let i = 0; i < perTick; i += 1) {
          const member = members[Math.floor(Math.random() * members.length)] as number;
          round += 1;
          const roundId = `${tag}-${round}`;
          ids.push(member);
          kinds.push('bet');
          rounds.push(roundId);
          amounts.push(String(100 + Math.floor(Math.random() * 10_000)));
          if (round % 3 === 0) {
            ids.push(member);
            kinds.push('win');
            rounds.push(roundId);
            amounts.push(String(Math.floor(Math.random() * 50_000) + 1));
          }
        }
        // As old as the scoring's grace: the rows are read as soon as the worker looks.
        await sql`insert into provider_transactions (provider_id, transaction_id, kind, session_id, member_id,
            currency_code, round_id, amount, request_hash, status, ledger_transaction_id, answer, created_at)
          select ${game.provider_id}, ${tag} || '-' || r || '-' || k, k, 'bench-' || m, m, 'INR', r, a, 'bench', 'ok',
            ${posted.id}, '{}'::jsonb, now() - make_interval(secs => ${(SCORING_GRACE_MS + 500) / 1000})
          from unnest(${ids}::int[], ${kinds}::text[], ${rounds}::text[], ${amounts}::bigint[]) as x (m, k, r, a)`.execute(db);
        fed += perTick;
        next += feedMs;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
      }
    })();

    const times: number[] = [];
    let scored = 0;
    const started = Date.now();
    let next = started;
    while (Date.now() - started < seconds * 1000) {
      next += updateMs;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
      const t0 = performance.now();
      const batch = await scoreTournamentBets(db);
      if (batch.changed.includes(t.id)) {
        await Promise.all([readLeaderboard(db, t, 50), countParticipants(db, t.id)]);
      }
      const elapsed = performance.now() - t0;
      if (batch.read > 0) {
        times.push(elapsed);
        scored += batch.read;
      }
    }
    feeding = false;
    await feed;
    const wall = (Date.now() - started) / 1000;
    times.sort((a, b) => a - b);
    const entries = await db
      .selectFrom('tournament_entries')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('tournament_id', '=', t.id)
      .executeTakeFirstOrThrow();
    console.log(`tournament_participants: ${entries.n} members`);
    console.log(`tournament_bets_fed_per_second: ${(fed / wall).toFixed(0)} bets/s`);
    console.log(`tournament_calls_scored_per_second: ${(scored / wall).toFixed(0)} calls/s`);
    console.log(`tournament_updates: ${times.length} updates`);
    console.log(`tournament_update_p50: ${percentile(times, 50).toFixed(1)} ms`);
    console.log(`tournament_update_p99: ${percentile(times, 99).toFixed(1)} ms`);
    console.log('tournament_update_p99_target: 50 ms (at most)');
  } finally {
    await handle?.close();
    await database.drop();
  }
}
