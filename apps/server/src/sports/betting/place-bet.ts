import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../ledger/executor.ts';
import { accountKey, resolveAccountIds } from '../../ledger/ledger-accounts.ts';
import { postTransaction } from '../../ledger/post-transaction.ts';
import { checkStakes } from '../../protection/play-limits.ts';
import type { OddsHundredths } from '../model.ts';
import { type LegState, type Limits, refusalMessageKey, type Slip, type SlipVerdict, validateSlip } from '../validate-slip.ts';
import { sportsbookAccounts } from './sportsbook-accounts.ts';

export type BetRequest = {
  memberId: number;
  /** The sportsbook's provider: the member's wallet there stakes the bet (decision 0062). */
  gpId: number;
  requestKey: string;
  slip: Slip;
  limits: Readonly<Record<string, Limits>>;
};

export type PlaceBetResult =
  | {
      ok: true;
      betId: bigint;
      odds: OddsHundredths[];
      potentialReturn: bigint;
      replayed: boolean;
      /** The sportsbook wallet's balance after the stake (null for a replay). */
      balance: bigint | null;
    }
  | Extract<SlipVerdict, { ok: false }>;

/**
 * A request in the queue. While the live-bet delay is still to be served (holdLive), a slip that would be accepted
 * with a leg on a live (or suspended) event is answered `delay` instead of placed.
 */
type Queued = BetRequest & { holdLive: boolean };
type Placement = PlaceBetResult | { ok: 'delay' };

/**
 * Bets placed together in one database transaction, and such transactions under way at once per database: one, since
 * every batch locks the book's account shards, so a second only waits for the first and makes both smaller.
 */
const BETS_PER_BATCH = 100;
const BATCHES_IN_FLIGHT = 1;

/**
 * Places a member's bet from their sportsbook wallet (docs/decisions/0053). Bets that arrive while others are being
 * placed wait and are placed together in one transaction (placeTogether): one round trip per step
 * for all of them instead of one per bet. Each is judged on its own: the legs' events are locked for share, so a feed
 * message of those events (which locks them for update) waits for the bets or they for it, and every bet is taken at
 * the prices of one moment; the slip is validated against that moment (validate-slip.ts); the wallets are locked and
 * the stakes that fit them moved to the book in one ledger movement (a wallet too short refuses that bet alone); and
 * the accepted bets and their legs are written, each naming that movement. The member's request key makes a repeated request answer the
 * first bet instead of placing another.
 */
export async function placeBet(
  db: Db,
  request: BetRequest,
  liveDelay?: { ms: number; sleep: (ms: number) => Promise<void> },
): Promise<PlaceBetResult> {
  const first = await queueOf(db).place({ ...request, holdLive: (liveDelay?.ms ?? 0) > 0 });
  if (first.ok !== 'delay') return first;
  // A bet on a live event waits the delay and is then judged again against the book as it stands after it.
  await liveDelay?.sleep(liveDelay.ms);
  const judged = await queueOf(db).place({ ...request, holdLive: false });
  if (judged.ok === 'delay') throw new Error('a bet placed after its live delay was held again');
  return judged;
}

type Waiting = { request: Queued; resolve: (result: Placement) => void; reject: (error: unknown) => void };

class BetQueue {
  private waiting: Waiting[] = [];
  private inFlight = 0;

  constructor(private readonly db: Db) {}

  place(request: Queued): Promise<Placement> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ request, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < BATCHES_IN_FLIGHT && this.waiting.length > 0) {
      // One request per member and key in a batch: a second one waits and then answers the first's bet.
      const keys = new Set<string>();
      const batch: Waiting[] = [];
      const later: Waiting[] = [];
      for (const waiting of this.waiting) {
        const key = `${waiting.request.memberId}:${waiting.request.requestKey}`;
        if (batch.length < BETS_PER_BATCH && !keys.has(key)) {
          keys.add(key);
          batch.push(waiting);
        } else later.push(waiting);
      }
      this.waiting = later;
      this.inFlight += 1;
      void this.send(batch).finally(() => {
        this.inFlight -= 1;
        this.pump();
      });
    }
  }

  private async send(batch: Waiting[]): Promise<void> {
    try {
      const results = await placeTogether(
        this.db,
        batch.map((w) => w.request),
      );
      for (const [i, waiting] of batch.entries()) waiting.resolve(results[i]!);
    } catch {
      // A batch that failed as a whole is placed again bet by bet, so one bet's error never becomes another's; the
      // same key placed at once on another node is answered from the bet it placed.
      for (const waiting of batch) {
        try {
          waiting.resolve(await placeAlone(this.db, waiting.request));
        } catch (alone) {
          waiting.reject(alone);
        }
      }
    }
  }
}

async function placeAlone(db: Db, request: Queued): Promise<Placement> {
  try {
    return (await placeTogether(db, [request]))[0]!;
  } catch (error) {
    if ((error as { code?: string })?.code === '23505') return (await placeTogether(db, [request]))[0]!;
    throw error;
  }
}

const queues = new WeakMap<Db, BetQueue>();

function queueOf(db: Db): BetQueue {
  let queue = queues.get(db);
  if (!queue) {
    queue = new BetQueue(db);
    queues.set(db, queue);
  }
  return queue;
}

const refused = (code: 'insufficient_funds'): PlaceBetResult => ({ ok: false, code, messageKey: refusalMessageKey(code) });

/** Places requests of different members or keys in one transaction; answers each in order. */
async function placeTogether(db: Db, requests: Queued[]): Promise<Placement[]> {
  return inTransaction(db, async (trx) => {
    const answers: (Placement | undefined)[] = new Array(requests.length);

    const { rows: existing } = await sql<{
      member_id: number;
      request_key: string;
      id: string;
      potential_return: string;
      odds: string[];
    }>`
      select b.member_id, b.request_key, b.id::text, b.potential_return::text,
        array(select l.odds::text from sports_bet_legs l where l.bet_id = b.id order by l.leg_no) as odds
      from sports_bets b
      join unnest(${requests.map((r) => r.memberId)}::integer[], ${requests.map((r) => r.requestKey)}::text[])
        as wanted (member_id, request_key) on b.member_id = wanted.member_id and b.request_key = wanted.request_key`.execute(trx);
    const existingOf = new Map(existing.map((e) => [`${e.member_id}:${e.request_key}`, e]));
    for (const [i, request] of requests.entries()) {
      const first = existingOf.get(`${request.memberId}:${request.requestKey}`);
      if (first) {
        answers[i] = {
          ok: true,
          betId: BigInt(first.id),
          odds: first.odds.map(BigInt),
          potentialReturn: BigInt(first.potential_return),
          replayed: true,
          balance: null,
        };
      }
    }

    const open = requests.flatMap((request, i) => (answers[i] ? [] : [{ request, i }]));
    const legs = open.flatMap(({ request }) => request.slip.legs);
    const eventIds = [...new Set(legs.map((l) => l.eventId))].sort();
    const marketIds = [...new Set(legs.map((l) => l.marketId))];
    const { rows: events } = eventIds.length
      ? await sql<{ id: string; status: LegState['eventStatus'] }>`
          select id, status from sports_events where id = any(${eventIds}::text[]) order by id for share`.execute(trx)
      : { rows: [] };
    const { rows: offers } = marketIds.length
      ? await sql<{
          market_id: string;
          event_id: string;
          status: LegState['marketStatus'];
          type: LegState['marketType'];
          held: boolean;
          key: string;
          odds: bigint;
          active: boolean;
        }>`
          select m.id as market_id, m.event_id, m.status, m.type, m.held, s.key, s.odds, s.active
          from sports_markets m join sports_selections s on s.market_id = m.id
          where m.id = any(${marketIds}::text[])`.execute(trx)
      : { rows: [] };
    const statusOf = new Map(events.map((e) => [e.id, e.status]));
    const offerOf = new Map(offers.map((o) => [`${o.market_id}|${o.key}`, o]));

    const accepted: { request: Queued; i: number; odds: OddsHundredths[]; potentialReturn: bigint }[] = [];
    for (const { request, i } of open) {
      const verdict = validateSlip(
        request.slip,
        (leg): LegState | null => {
          const offer = offerOf.get(`${leg.marketId}|${leg.selectionKey}`);
          const eventStatus = statusOf.get(leg.eventId);
          if (!offer || offer.event_id !== leg.eventId || !eventStatus) return null;
          // A market an operator holds takes no bets, whatever the feed says.
          const marketStatus = offer.held && offer.status === 'open' ? 'suspended' : offer.status;
          return { eventStatus, marketStatus, marketType: offer.type, selectionActive: offer.active, odds: offer.odds };
        },
        request.limits,
      );
      if (!verdict.ok) answers[i] = verdict;
      else if (request.holdLive && request.slip.legs.some((leg) => statusOf.get(leg.eventId) !== 'scheduled')) {
        answers[i] = { ok: 'delay' };
      } else accepted.push({ request, i, odds: verdict.odds, potentialReturn: verdict.potentialReturn });
    }

    // Members with a wager or loss limit (docs/decisions/0082): their rows are locked and a stake that would cross a
    // limit, counted with their stakes before it here, is refused alone; members without one cost this one statement.
    const limitRefusals = await checkStakes(
      trx,
      accepted.map(({ request }) => ({ memberId: request.memberId, stake: request.slip.stake })),
      Date.now(),
    );
    const withinLimits = accepted.filter((bet, n) => {
      if (!limitRefusals[n]) return true;
      answers[bet.i] = { ok: false, code: 'limit_reached', messageKey: refusalMessageKey('limit_reached') };
      return false;
    });
    accepted.splice(0, accepted.length, ...withinLimits);

    if (accepted.length > 0) {
      // The bets' ids first, so that each stake is posted under its bet's key before the bet is written.
      const { rows: ids } = await sql<{ id: string }>`
        select nextval(pg_get_serial_sequence('sports_bets', 'id'))::text as id
        from generate_series(1, ${accepted.length}::integer)`.execute(trx);
      // The wallets and the book's shards are locked together in id order, so that batches never wait on each other
      // in a circle; the stakes that fit each wallet (in the order the bets came) are then moved in one ledger
      // movement, each wallet's stakes added up, and a bet its wallet cannot pay is refused alone.
      const walletOf = (request: Queued) => sportsbookAccounts.wallet(request.memberId, request.gpId, request.slip.currency);
      const bookOf = (request: Queued) => sportsbookAccounts.book(request.slip.currency, request.memberId);
      const accounts = await resolveAccountIds(
        db,
        trx,
        accepted.flatMap(({ request }) => [walletOf(request), bookOf(request)]),
      );
      const { rows: locked } = await sql<{ id: string; balance: bigint }>`
        select id::text, balance from ledger_accounts where id = any(${[...new Set(accounts.values())].map(String)}::bigint[])
        order by id for no key update`.execute(trx);
      const balanceOf = new Map(locked.map((row) => [row.id, row.balance]));
      const placed = accepted.flatMap((bet, n) => {
        const walletId = String(accounts.get(accountKey(walletOf(bet.request))));
        const balance = balanceOf.get(walletId) ?? 0n;
        if (balance < bet.request.slip.stake) {
          answers[bet.i] = refused('insufficient_funds');
          return [];
        }
        balanceOf.set(walletId, balance - bet.request.slip.stake);
        answers[bet.i] = {
          ok: true,
          betId: BigInt(ids[n]!.id),
          odds: bet.odds,
          potentialReturn: bet.potentialReturn,
          replayed: false,
          balance: balance - bet.request.slip.stake,
        };
        return [{ ...bet, id: ids[n]!.id }];
      });
      const stakes =
        placed.length === 0
          ? null
          : await postTransaction(db, trx, {
              key: `sports:stakes:${createHash('sha256')
                .update(placed.map((bet) => bet.id).join(','))
                .digest('base64url')}`,
              kind: 'sports_stake',
              reference: `sports:stakes:${placed[0]!.id}`,
              postings: placed.flatMap(({ request }) => [
                { account: walletOf(request), amount: -request.slip.stake },
                { account: bookOf(request), amount: request.slip.stake },
              ]),
            });
      const transactionId = stakes?.id.toString() ?? null;
      if (placed.length > 0) {
        const column = <T>(pick: (bet: (typeof placed)[number]) => T) => placed.map(pick);
        await sql`
          insert into sports_bets (id, member_id, gp_id, currency_code, request_key, kind, odds_policy, original_stake, stake,
            potential_return, stake_transaction_id)
          select x.id, x.member_id, x.gp_id, x.currency_code, x.request_key, x.kind, x.odds_policy, x.stake, x.stake,
            x.potential_return, x.stake_transaction_id
          from unnest(${column((b) => b.id)}::bigint[], ${column((b) => b.request.memberId)}::integer[],
            ${column((b) => b.request.gpId)}::integer[], ${column((b) => b.request.slip.currency)}::text[],
            ${column((b) => b.request.requestKey)}::text[], ${column((b) => b.request.slip.kind)}::text[],
            ${column((b) => b.request.slip.policy)}::text[], ${column((b) => b.request.slip.stake.toString())}::bigint[],
            ${column((b) => b.potentialReturn.toString())}::bigint[], ${column(() => transactionId)}::bigint[])
            as x (id, member_id, gp_id, currency_code, request_key, kind, odds_policy, stake, potential_return,
              stake_transaction_id)`.execute(trx);
        const legRows = placed.flatMap((bet) =>
          bet.request.slip.legs.map((leg, n) => ({ betId: bet.id, legNo: n + 1, leg, odds: bet.odds[n]!.toString() })),
        );
        await sql`
          insert into sports_bet_legs (bet_id, leg_no, event_id, market_id, selection_key, odds)
          select * from unnest(${legRows.map((l) => l.betId)}::bigint[], ${legRows.map((l) => l.legNo)}::integer[],
            ${legRows.map((l) => l.leg.eventId)}::text[], ${legRows.map((l) => l.leg.marketId)}::text[],
            ${legRows.map((l) => l.leg.selectionKey)}::text[], ${legRows.map((l) => l.odds)}::bigint[])`.execute(trx);
      }
    }
    return answers.map((answer) => answer!);
  });
}
