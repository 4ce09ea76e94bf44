import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import { ledgerAccounts, readBalance } from '../ledger/ledger-accounts.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { placeBet } from '../sports/betting/place-bet.ts';
import { sportsbookAccounts } from '../sports/betting/sportsbook-accounts.ts';
import { ingestFeedMessage } from '../sports/feed/ingest-feed-message.ts';
import { findSportsbookGpId } from '../sports/provider/seed-sportsbook.ts';
import { upsertFixtures } from '../sports/store/upsert-fixtures.ts';
import type { Limits, Slip } from '../sports/validate-slip.ts';
import { ledgerInvariants } from '../testing/ledger-invariants.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { setMemberLimit } from './set-member-limit.ts';

/**
 * The sportsbook's stakes under wager and loss limits (docs/decisions/0082): bets placed at once (one batch or
 * several) never jointly cross a member's limit, the one that would is refused alone with its code, and members
 * without limits in the same batch are placed as before.
 */
let database: TestDatabase;
let db: Db;
let gpId: number;
const CURRENCY = 'INR';
const LIMITS: Record<string, Limits> = { INR: { minStake: 100n, maxStake: 1_000_000n, maxPayout: 100_000_000n } };
const EVENT = 'lim:1';
const MARKET = `${EVENT}:mw`;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  db = database.handle.db;
  gpId = (await findSportsbookGpId(db)) ?? Number.NaN;
  await upsertFixtures(db, 'test-feed', [
    {
      eventId: EVENT,
      sport: 'tennis' as const,
      competition: { id: 'lim:open', name: 'Open', country: 'SG' },
      home: 'A. Sharma',
      away: 'K. Nguyen',
      startsAt: '2026-11-28T10:00:00.000Z',
    },
  ]);
  await ingestFeedMessage(db, 'test-feed', {
    type: 'odds_change',
    eventId: EVENT,
    version: 1,
    timestamp: 1,
    eventStatus: { kind: 'live', score: { home: 0, away: 0 }, clock: "10'" },
    markets: [
      {
        marketId: MARKET,
        spec: { type: 'match_winner' },
        status: 'active',
        outcomes: [
          { key: 'home', odds: 180n, active: true },
          { key: 'away', odds: 210n, active: true },
        ],
      },
    ],
  });
}, 60_000);
afterAll(() => database?.drop());

let seq = 0;
async function member(wallet: bigint) {
  seq += 1;
  const { id } = await db
    .insertInto('members')
    .values({ site_id: 1, account: `slim${Date.now() % 1_000_000}${seq}`, currency_code: CURRENCY })
    .returning('id')
    .executeTakeFirstOrThrow();
  await postTransaction(db, db, {
    key: `fund:slim:${id}`,
    kind: 'deposit',
    postings: [
      { account: ledgerAccounts.system('test:funding', CURRENCY), amount: -wallet },
      { account: sportsbookAccounts.wallet(id, gpId, CURRENCY), amount: wallet },
    ],
  });
  return id;
}

const slip = (stake: bigint): Slip => ({
  kind: 'single',
  stake,
  currency: CURRENCY,
  policy: 'any',
  legs: [{ eventId: EVENT, marketId: MARKET, selectionKey: 'home', odds: 180n }],
});

describe('sportsbook stakes under a member’s limits', () => {
  it('places 30 bets at once up to the wager limit and refuses the rest alone; others are placed as before', async () => {
    const limited = await member(100_000n);
    const free = await member(100_000n);
    await setMemberLimit(
      db,
      { memberId: limited, currency: CURRENCY },
      { kind: 'wager', period: 'day', amount: '100.00' },
      Date.now(),
    );
    const placed = await Promise.all([
      ...Array.from({ length: 30 }, (_, i) =>
        placeBet(db, { memberId: limited, gpId, requestKey: `l${i}`, slip: slip(1_000n), limits: LIMITS }),
      ),
      ...Array.from({ length: 5 }, (_, i) =>
        placeBet(db, { memberId: free, gpId, requestKey: `f${i}`, slip: slip(1_000n), limits: LIMITS }),
      ),
    ]);
    const mine = placed.slice(0, 30);
    expect(mine.filter((p) => p.ok)).toHaveLength(10);
    expect(mine.filter((p) => !p.ok)).toEqual(
      Array.from({ length: 20 }, () => ({ ok: false, code: 'limit_reached', messageKey: 'sports.refusal.limit_reached' })),
    );
    expect(placed.slice(30).every((p) => p.ok)).toBe(true);
    expect(await readBalance(db, sportsbookAccounts.wallet(limited, gpId, CURRENCY))).toBe(90_000n);
    expect(await readBalance(db, sportsbookAccounts.wallet(free, gpId, CURRENCY))).toBe(95_000n);
    expect(await ledgerInvariants(db)).toMatchObject({ nonZeroCurrencies: [], drift: 0, unbalanced: 0, negative: 0 });
  });

  it('refuses a stake that could take the loss past a loss limit', async () => {
    const limited = await member(100_000n);
    await setMemberLimit(
      db,
      { memberId: limited, currency: CURRENCY },
      { kind: 'loss', period: 'week', amount: '25.00' },
      Date.now(),
    );
    const bet = (key: string, stake: bigint) =>
      placeBet(db, { memberId: limited, gpId, requestKey: key, slip: slip(stake), limits: LIMITS });
    expect(await bet('a', 2_000n)).toMatchObject({ ok: true });
    expect(await bet('b', 501n)).toMatchObject({ ok: false, code: 'limit_reached' });
    expect(await bet('c', 500n)).toMatchObject({ ok: true });
  });
});
