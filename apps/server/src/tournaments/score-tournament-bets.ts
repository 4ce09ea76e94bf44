import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { inTransaction } from '../ledger/executor.ts';
import type { TournamentParticipation, TournamentRanking } from './tournament-tables.ts';

/** provider_transactions rows read per batch. */
export const SCORING_BATCH = 2_000;
/**
 * A row is read once it is this old: a wallet call's id is taken when it is inserted but seen by others only when its
 * transaction commits, so a younger row may still have older neighbours in flight.
 */
export const SCORING_GRACE_MS = 2_000;
/** With nothing to read, the cursor's time moves on at most this often (the prize job waits for it). */
const IDLE_CURSOR_MOVE_MS = 5_000;
/** Ten-thousandths: a multiplier of 1 (a win of the stake back). */
export const MULTIPLIER_ONE = 10_000n;

export type ScoringBatch = {
  /** provider_transactions rows read (0: nothing new, or another node held the cursor). */
  read: number;
  /** Entries whose figures changed. */
  entries: number;
  /** Tournaments whose leaderboards changed. */
  changed: number[];
};

type Tournament = {
  id: number;
  site_id: number;
  currency_code: string;
  starts_at: Date;
  ends_at: Date;
  ranking: TournamentRanking;
  participation: TournamentParticipation;
  games: { provider_id: number; game_code: string | null; game_type_id: number | null }[];
};

type Row = {
  id: string;
  kind: 'bet' | 'win' | 'rollback';
  counts: boolean;
  amount: string;
  member_id: number | null;
  provider_id: number;
  round_id: string;
  created_at: Date;
  game_code: string | null;
  game_type_id: number | null;
  site_id: number | null;
  currency_code: string | null;
  /** The bet's provider_transactions id: the row's own for a bet, its bet's for a win or rollback (null: unknown). */
  bet_id: string | null;
  /** That bet's stake and its valid part as they stand now. */
  bet_amount: string | null;
  bet_valid: string | null;
};

type Entry = {
  tournamentId: number;
  memberId: number;
  score: bigint;
  scoreAt: Date;
  rounds: number;
  stake: bigint;
  best: bigint;
  joinedAt: Date;
  dirty: boolean;
  recomputeBest: boolean;
};

type Round = {
  tournamentId: number;
  providerId: number;
  roundId: string;
  memberId: number;
  stake: bigint;
  win: bigint;
  dirty: boolean;
};

/** A bet scored at less than its stake, with the part it was scored at. */
type BetValid = { tournamentId: number; betId: string; valid: bigint; dirty: boolean };

const entryKey = (tournamentId: number, memberId: number) => `${tournamentId}|${memberId}`;
const betKey = (tournamentId: number, betId: string) => `${tournamentId}|${betId}`;
const roundKey = (tournamentId: number, providerId: number, roundId: string, memberId: number) =>
  `${tournamentId}|${providerId}|${memberId}|${roundId}`;

const min = (a: bigint, b: bigint) => (a < b ? a : b);

function scoreOf(ranking: TournamentRanking, entry: Entry): bigint {
  if (ranking === 'total_stake') return entry.stake;
  if (ranking === 'rounds') return BigInt(entry.rounds);
  return entry.best;
}

function counts(t: Tournament, row: Row): boolean {
  if (row.site_id !== t.site_id || row.currency_code !== t.currency_code) return false;
  if (row.created_at < t.starts_at || row.created_at >= t.ends_at) return false;
  return t.games.some(
    (g) =>
      g.provider_id === row.provider_id &&
      (g.game_code !== null ? g.game_code === row.game_code : g.game_type_id === row.game_type_id),
  );
}

/**
 * Scores the next wallet calls after the stored cursor into the entries of the open tournaments they count for, and
 * moves the cursor, in one transaction. The cursor row is locked first (SKIP LOCKED): a second node finds it taken and
 * reads nothing, and a run repeated after a commit starts past what was scored, so every bet, win and rollback counts
 * once. A bet adds its valid part to the total stake (what carried risk: hedged table bets count for what they
 * risked) and its stake to its round (and a round, the first time the round has a stake); a win adds to its round's
 * wins, the round's multiplier (wins / stake) may become the member's best, and where the win restated its bet's valid
 * part (a live table states it when the round closes) the total stake moves by the difference; a rollback takes its
 * stake back (the round with it when nothing is left, and the best multiplier is taken again from the rounds that
 * remain). Only calls that were accepted (status ok: a bet or rollback that moved money, a win even of nothing), of
 * real-money sessions, on the tournament's games, site and currency, within its period count; in opt-in and buy-in
 * tournaments only those after the member joined, in automatic ones every member's.
 */
export async function scoreTournamentBets(db: Db, now: Date = new Date()): Promise<ScoringBatch> {
  const cutoff = new Date(now.getTime() - SCORING_GRACE_MS);
  return inTransaction(db, async (trx) => {
    // The cursor's lock and the rows after it in one round trip: no row at all when another node holds the cursor.
    const { rows: read0 } = await sql<Row & { cursor_id: string; cursor_until: Date; open: OpenRow[] | string }>`
      with c as (select transaction_id, scored_until from tournament_cursor where id = 1 for update skip locked)
      select c.transaction_id::text as cursor_id, c.scored_until as cursor_until, (${openTournaments(cutoff)}) as open, r.*
      from c left join lateral (
        select t.id::text as id, t.kind, t.amount::text as amount, t.member_id, t.provider_id, t.round_id, t.created_at,
          s.game_code, s.game_type_id, m.site_id, t.currency_code,
          (case when t.kind = 'bet' then t.id else b.id end)::text as bet_id,
          (case when t.kind = 'bet' then t.amount else b.amount end)::text as bet_amount,
          (case when t.kind = 'bet' then coalesce(t.valid_amount, t.amount)
            else coalesce(b.valid_amount, b.amount) end)::text as bet_valid,
          (t.status = 'ok' and s.demo = false
            and (t.kind = 'win' or (t.ledger_transaction_id is not null and t.amount > 0))) as counts
        from provider_transactions t
        -- Looked up row by row by key (limit 1 keeps each lateral a lookup): a batch is a few hundred rows, and a hash
        -- join would read every session and member at each batch.
        left join lateral (select s.game_code, s.game_type_id, s.demo from game_sessions s where s.id = t.session_id limit 1) s
          on true
        left join lateral (select m.site_id from members m where m.id = t.member_id limit 1) m on true
        left join lateral (
          select b.id, b.amount, b.valid_amount from provider_transactions b
          where t.kind <> 'bet' and b.provider_id = t.provider_id and b.transaction_id = t.related_transaction_id
            and b.kind = 'bet' and b.member_id = t.member_id
          limit 1
        ) b on true
        where t.id > c.transaction_id
        order by t.id
        limit ${SCORING_BATCH}
      ) r on true`.execute(trx);
    const head = read0[0];
    if (!head) return { read: 0, entries: 0, changed: [] };
    const cursor = { transaction_id: BigInt(head.cursor_id), scored_until: new Date(head.cursor_until) };
    const rows = read0.filter((r) => r.id !== null);
    let lastId = cursor.transaction_id;
    let read = 0;
    let stoppedYoung = false;
    let lastAt = cursor.scored_until;
    const batch: Row[] = [];
    for (const row of rows) {
      const at = new Date(row.created_at);
      // Stop at the first row too young: what follows it is read next time, in order.
      if (at.getTime() >= cutoff.getTime()) {
        stoppedYoung = true;
        break;
      }
      lastId = BigInt(row.id);
      lastAt = at;
      read += 1;
      if (row.counts && row.member_id !== null) batch.push({ ...row, created_at: at });
    }
    // Everything created before this has been read (a full batch: up to the last row read).
    const readUntil = stoppedYoung || rows.length < SCORING_BATCH ? cutoff : lastAt;
    const scoredUntil = new Date(Math.max(cursor.scored_until.getTime(), readUntil.getTime() - SCORING_GRACE_MS));
    if (read === 0) {
      if (cutoff.getTime() - cursor.scored_until.getTime() > IDLE_CURSOR_MOVE_MS + SCORING_GRACE_MS) {
        await trx.updateTable('tournament_cursor').set({ scored_until: scoredUntil }).where('id', '=', 1).execute();
      }
      return { read: 0, entries: 0, changed: [] };
    }

    const tournaments: Tournament[] = (typeof head.open === 'string' ? (JSON.parse(head.open) as OpenRow[]) : head.open).map(
      (t) => ({ ...t, starts_at: new Date(t.starts_at), ends_at: new Date(t.ends_at) }),
    );
    const bySite = new Map<string, Tournament[]>();
    for (const t of tournaments) {
      const key = `${t.site_id}|${t.currency_code}`;
      bySite.set(key, [...(bySite.get(key) ?? []), t]);
    }
    const hits: { row: Row; t: Tournament }[] = [];
    for (const row of batch) {
      for (const t of bySite.get(`${row.site_id}|${row.currency_code}`) ?? []) if (counts(t, row)) hits.push({ row, t });
    }

    const { entries, rounds, betValids } = await loadState(trx, hits);
    /** What the bet was scored at: its record, or its whole stake when it has none. */
    const scoredValid = (t: Tournament, row: Row): bigint | undefined => {
      if (row.bet_id === null || row.bet_amount === null) return undefined;
      return betValids.get(betKey(t.id, row.bet_id))?.valid ?? BigInt(row.bet_amount);
    };
    const rescore = (t: Tournament, row: Row, valid: bigint) => {
      if (row.bet_id === null) return;
      betValids.set(betKey(t.id, row.bet_id), { tournamentId: t.id, betId: row.bet_id, valid, dirty: true });
    };
    for (const { row, t } of hits) {
      const memberId = row.member_id as number;
      let entry = entries.get(entryKey(t.id, memberId));
      if (!entry) {
        if (t.participation !== 'automatic') continue;
        entry = {
          tournamentId: t.id,
          memberId,
          score: 0n,
          scoreAt: row.created_at,
          rounds: 0,
          stake: 0n,
          best: 0n,
          joinedAt: row.created_at,
          dirty: true,
          recomputeBest: false,
        };
        entries.set(entryKey(t.id, memberId), entry);
      }
      if (row.created_at < entry.joinedAt) continue;
      const amount = BigInt(row.amount);
      const rKey = roundKey(t.id, row.provider_id, row.round_id, memberId);
      let round = rounds.get(rKey);
      if (row.kind === 'bet') {
        if (!round) {
          round = {
            tournamentId: t.id,
            providerId: row.provider_id,
            roundId: row.round_id,
            memberId,
            stake: 0n,
            win: 0n,
            dirty: true,
          };
          rounds.set(rKey, round);
        }
        if (round.stake === 0n) entry.rounds += 1;
        round.stake += amount;
        const valid = row.bet_valid === null ? amount : min(BigInt(row.bet_valid), amount);
        entry.stake += valid;
        if (valid < amount) rescore(t, row, valid);
      } else if (row.kind === 'win') {
        // A win of a round whose stake did not count (placed before the start or the join) counts for nothing.
        if (!round || round.stake === 0n) continue;
        const scored = scoredValid(t, row);
        if (scored !== undefined && row.bet_valid !== null) {
          const now = BigInt(row.bet_valid);
          if (now !== scored) {
            entry.stake = entry.stake + now - scored > 0n ? entry.stake + now - scored : 0n;
            rescore(t, row, now);
          }
        }
        round.win += amount;
        const multiplier = (round.win * MULTIPLIER_ONE) / round.stake;
        if (multiplier > entry.best) entry.best = multiplier;
      } else {
        if (!round || round.stake === 0n) continue;
        const back = min(amount, round.stake);
        round.stake -= back;
        const backValid = min(scoredValid(t, row) ?? back, back);
        entry.stake -= min(backValid, entry.stake);
        rescore(t, row, 0n);
        if (round.stake === 0n && entry.rounds > 0) entry.rounds -= 1;
        entry.recomputeBest = true;
      }
      round.dirty = true;
      entry.dirty = true;
      const score = scoreOf(t.ranking, entry);
      if (score !== entry.score) {
        entry.score = score;
        entry.scoreAt = row.created_at;
      }
    }

    const changedRounds = [...rounds.values()].filter((r) => r.dirty);
    const changedEntries = [...entries.values()].filter((e) => e.dirty);
    const recompute = changedEntries.filter((e) => e.recomputeBest);
    const rankingOf = new Map(tournaments.map((t) => [t.id, t.ranking]));
    const r = changedRounds;
    const upsertRounds = sql`
      insert into tournament_rounds (tournament_id, provider_id, round_id, member_id, stake, win)
      select * from unnest(${r.map((x) => x.tournamentId)}::int[], ${r.map((x) => x.providerId)}::int[],
        ${r.map((x) => x.roundId)}::text[], ${r.map((x) => x.memberId)}::int[],
        ${r.map((x) => x.stake.toString())}::bigint[], ${r.map((x) => x.win.toString())}::bigint[])
      on conflict (tournament_id, provider_id, round_id, member_id)
      do update set stake = excluded.stake, win = excluded.win`;
    if (recompute.length > 0) {
      // A rollback: the best multiplier is read again from the rounds as they stand after this batch.
      await upsertRounds.execute(trx);
      for (const entry of recompute) {
        const { rows: best } = await sql<{ best: string | null }>`
          select max(win * ${MULTIPLIER_ONE} / stake)::text as best from tournament_rounds
          where tournament_id = ${entry.tournamentId} and member_id = ${entry.memberId} and stake > 0`.execute(trx);
        entry.best = BigInt(best[0]?.best ?? '0');
        const score = scoreOf(rankingOf.get(entry.tournamentId) ?? 'total_stake', entry);
        if (score !== entry.score) entry.score = score;
      }
    }
    const changed = [...new Set(changedEntries.map((x) => x.tournamentId))].sort((a, b) => a - b);
    const e = changedEntries;
    const v = [...betValids.values()].filter((x) => x.dirty);
    // Rounds, entries, the tournaments' change counts and the cursor in one statement (one round trip).
    await sql`
      with rounds as (${recompute.length > 0 ? sql`select 1` : sql`${upsertRounds} returning 1`}),
      entries as (
        insert into tournament_entries
          (tournament_id, member_id, score, score_at, rounds, stake, best_multiplier, joined_at, updated_at)
        select u.*, now() from unnest(${e.map((x) => x.tournamentId)}::int[], ${e.map((x) => x.memberId)}::int[],
          ${e.map((x) => x.score.toString())}::bigint[], ${e.map((x) => x.scoreAt.toISOString())}::timestamptz[],
          ${e.map((x) => x.rounds)}::int[], ${e.map((x) => x.stake.toString())}::bigint[],
          ${e.map((x) => x.best.toString())}::bigint[], ${e.map((x) => x.joinedAt.toISOString())}::timestamptz[]) as u
        on conflict (tournament_id, member_id) do update set
          score = excluded.score, score_at = excluded.score_at, rounds = excluded.rounds, stake = excluded.stake,
          best_multiplier = excluded.best_multiplier, updated_at = now()
        returning 1
      ),
      valids as (
        insert into tournament_bet_valid (tournament_id, bet_id, valid)
        select * from unnest(${v.map((x) => x.tournamentId)}::int[], ${v.map((x) => x.betId)}::bigint[],
          ${v.map((x) => x.valid.toString())}::bigint[])
        on conflict (tournament_id, bet_id) do update set valid = excluded.valid
        returning 1
      ),
      counted as (update tournaments set changes = changes + 1 where id = any(${changed}::int[]) returning 1)
      update tournament_cursor set transaction_id = ${lastId.toString()}::bigint, scored_until = ${scoredUntil.toISOString()}::timestamptz
      where id = 1`.execute(trx);
    return { read, entries: changedEntries.length, changed };
  });
}

type OpenRow = Omit<Tournament, 'starts_at' | 'ends_at'> & { starts_at: string; ends_at: string };

/** The open tournaments that have started, with their games, as one JSON value (read with the cursor). */
function openTournaments(cutoff: Date) {
  return sql`
    select coalesce(json_agg(json_build_object('id', t.id, 'site_id', t.site_id, 'currency_code', t.currency_code,
      'starts_at', t.starts_at, 'ends_at', t.ends_at, 'ranking', t.ranking, 'participation', t.participation,
      'games', coalesce((select json_agg(json_build_object('provider_id', g.provider_id, 'game_code', g.game_code,
        'game_type_id', g.game_type_id)) from tournament_games g where g.tournament_id = t.id), '[]'::json))), '[]'::json)
    from tournaments t
    where t.status = 'open' and t.starts_at <= ${cutoff}`;
}

type StateRows = {
  entries:
    | { t: number; m: number; score: string; at: string; rounds: number; stake: string; best: string; joined: string }[]
    | string;
  rounds: { t: number; p: number; r: string; m: number; stake: string; win: string }[] | string;
  bet_valids: { t: number; b: string; valid: string }[] | string;
};

/**
 * The entries and rounds the hits touch, as scored by earlier batches, in one round trip (a bet may add to a round
 * that has a stake already, a win or rollback needs its round's stake). Each is looked up by its key (lateral, limit 1):
 * a join could hash the whole table of a tournament's entries at every batch.
 */
async function loadState(
  trx: Transaction<Database>,
  hits: { row: Row; t: Tournament }[],
): Promise<{ entries: Map<string, Entry>; rounds: Map<string, Round>; betValids: Map<string, BetValid> }> {
  const entries = new Map<string, Entry>();
  const rounds = new Map<string, Round>();
  const betValids = new Map<string, BetValid>();
  if (hits.length === 0) return { entries, rounds, betValids };
  const bets = hits.filter((h) => h.row.bet_id !== null);
  const seen = new Set<string>();
  const keys = hits.filter((h) => {
    const key = roundKey(h.t.id, h.row.provider_id, h.row.round_id, h.row.member_id as number);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const { rows } = await sql<StateRows>`
    with k as (
      select * from unnest(${keys.map((h) => h.t.id)}::int[], ${keys.map((h) => h.row.provider_id)}::int[],
        ${keys.map((h) => h.row.round_id)}::text[], ${keys.map((h) => h.row.member_id as number)}::int[])
        as k (tournament_id, provider_id, round_id, member_id)
    )
    select
      (select coalesce(json_agg(json_build_object('t', e.tournament_id, 'm', e.member_id, 'score', e.score::text,
          'at', e.score_at, 'rounds', e.rounds, 'stake', e.stake::text, 'best', e.best_multiplier::text,
          'joined', e.joined_at)), '[]'::json)
        from (select distinct tournament_id, member_id from k) p
        join lateral (select * from tournament_entries e
          where e.tournament_id = p.tournament_id and e.member_id = p.member_id limit 1) e on true) as entries,
      (select coalesce(json_agg(json_build_object('t', r.tournament_id, 'p', r.provider_id, 'r', r.round_id,
          'm', r.member_id, 'stake', r.stake::text, 'win', r.win::text)), '[]'::json)
        from k
        join lateral (select * from tournament_rounds r where r.tournament_id = k.tournament_id
          and r.provider_id = k.provider_id and r.round_id = k.round_id and r.member_id = k.member_id limit 1) r on true)
        as rounds,
      (select coalesce(json_agg(json_build_object('t', v.tournament_id, 'b', v.bet_id::text, 'valid', v.valid::text)),
          '[]'::json)
        from unnest(${bets.map((h) => h.t.id)}::int[], ${bets.map((h) => h.row.bet_id as string)}::bigint[]) as q (t, b)
        join lateral (select * from tournament_bet_valid v where v.tournament_id = q.t and v.bet_id = q.b limit 1) v
          on true) as bet_valids`.execute(trx);
  const row = rows[0];
  const parse = <T>(value: T[] | string | undefined): T[] =>
    value === undefined ? [] : typeof value === 'string' ? (JSON.parse(value) as T[]) : value;
  for (const e of parse(row?.entries)) {
    entries.set(entryKey(e.t, e.m), {
      tournamentId: e.t,
      memberId: e.m,
      score: BigInt(e.score),
      scoreAt: new Date(e.at),
      rounds: e.rounds,
      stake: BigInt(e.stake),
      best: BigInt(e.best),
      joinedAt: new Date(e.joined),
      dirty: false,
      recomputeBest: false,
    });
  }
  for (const r of parse(row?.rounds)) {
    rounds.set(roundKey(r.t, r.p, r.r, r.m), {
      tournamentId: r.t,
      providerId: r.p,
      roundId: r.r,
      memberId: r.m,
      stake: BigInt(r.stake),
      win: BigInt(r.win),
      dirty: false,
    });
  }
  for (const v of parse(row?.bet_valids)) {
    betValids.set(betKey(v.t, v.b), { tournamentId: v.t, betId: v.b, valid: BigInt(v.valid), dirty: false });
  }
  return { entries, rounds, betValids };
}
