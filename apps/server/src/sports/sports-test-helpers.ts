import type { Db } from '../db/database.ts';
import { ledgerAccounts, readBalance } from '../ledger/ledger-accounts.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { createSignedInMember, type TestServer } from '../testing/test-server.ts';
import { sportsbookAccounts } from './betting/sportsbook-accounts.ts';
import { ingestFeedMessage } from './feed/ingest-feed-message.ts';
import type { FeedMessage } from './feed-messages.ts';
import type { EventStatus } from './model.ts';
import { findSportsbookGpId } from './provider/seed-sportsbook.ts';
import { upsertFixtures } from './store/upsert-fixtures.ts';

/** Test events come from this producer, apart from any feed a server runs. */
export const TEST_PRODUCER = 'test-feed';

let members = 0;

/**
 * A signed-in member with `funds` on their main wallet who opened the sportsbook (play1, hall 4 or 9): the launch moved
 * the whole main balance into their sportsbook wallet. Answers the game session and the wallets' balances.
 */
export async function launchSportsMember(
  server: TestServer,
  funds: bigint,
  gameCode: 'house-sportsbook' | 'house-esports' = 'house-sportsbook',
) {
  const gpId = (await findSportsbookGpId(server.db)) ?? Number.NaN;
  members += 1;
  const member = await createSignedInMember(server.db, `spt${process.pid % 1000}${Date.now() % 100_000}${members}`);
  await postTransaction(server.db, server.db, {
    key: `fund:sports:${member.memberId}`,
    kind: 'deposit',
    postings: [
      { account: ledgerAccounts.system('gateway:test', 'INR'), amount: -funds },
      { account: ledgerAccounts.memberMain(member.memberId, 'INR'), amount: funds },
    ],
  });
  const play = await server.call(
    '/member/game/play1',
    { gpId, game_type: gameCode === 'house-esports' ? 9 : 4, game_code: gameCode, lobby_url: `${server.url}/close` },
    { authorization: `Bearer ${member.token}` },
  );
  if (play.body.code !== 1000) throw new Error(`launch refused: ${JSON.stringify(play.body)}`);
  const url = new URL(play.body.data.game_url as string, server.url);
  return {
    ...member,
    gpId,
    url,
    session: url.searchParams.get('session') ?? '',
    main: () => readBalance(server.db, ledgerAccounts.memberMain(member.memberId, 'INR')),
    wallet: () => readBalance(server.db, sportsbookAccounts.wallet(member.memberId, gpId, 'INR')),
  };
}

let versions = 0;
const nextVersion = () => {
  versions += 1;
  return versions;
};

/** A tennis event with a match-winner market at the given prices (hundredths), from TEST_PRODUCER. */
export async function offerTestEvent(
  db: Db,
  eventId: string,
  prices: { home: bigint; away: bigint },
  status: EventStatus = { kind: 'scheduled', startsAt: new Date(Date.now() + 3_600_000).toISOString() },
): Promise<{ marketId: string }> {
  await upsertFixtures(db, TEST_PRODUCER, [
    {
      eventId,
      sport: 'tennis',
      competition: { id: 'test:open', name: 'Test Open', country: 'SG' },
      home: 'A. Sharma',
      away: 'K. Nguyen',
      startsAt: new Date(Date.now() + 3_600_000).toISOString(),
    },
  ]);
  await reprice(db, eventId, prices, status);
  return { marketId: `${eventId}:mw` };
}

/** A new price (and status) of the event's match-winner market, as the feed sends it. */
export async function reprice(
  db: Db,
  eventId: string,
  prices: { home: bigint; away: bigint },
  status: EventStatus = { kind: 'scheduled', startsAt: new Date(Date.now() + 3_600_000).toISOString() },
  marketStatus: 'active' | 'suspended' = 'active',
): Promise<void> {
  const message: FeedMessage = {
    type: 'odds_change',
    eventId,
    version: nextVersion(),
    timestamp: Date.now(),
    eventStatus: status,
    markets: [
      {
        marketId: `${eventId}:mw`,
        spec: { type: 'match_winner' },
        status: marketStatus,
        outcomes: [
          { key: 'home', odds: prices.home, active: true },
          { key: 'away', odds: prices.away, active: true },
        ],
      },
    ],
  };
  const result = await ingestFeedMessage(db, TEST_PRODUCER, message);
  if (result.outcome !== 'applied') throw new Error(`feed message not applied: ${JSON.stringify(result)}`);
}

/** The match-winner market settled: `winner` won. */
export async function settleTestEvent(db: Db, eventId: string, winner: 'home' | 'away'): Promise<void> {
  const result = await ingestFeedMessage(db, TEST_PRODUCER, {
    type: 'bet_settlement',
    eventId,
    version: nextVersion(),
    timestamp: Date.now(),
    markets: [
      {
        marketId: `${eventId}:mw`,
        outcomes: [
          { key: 'home', result: winner === 'home' ? 1 : 0, voidFactor: 0 },
          { key: 'away', result: winner === 'away' ? 1 : 0, voidFactor: 0 },
        ],
      },
    ],
  });
  if (result.outcome !== 'applied') throw new Error(`settlement not applied: ${JSON.stringify(result)}`);
}
