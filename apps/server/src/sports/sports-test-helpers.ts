import { ledgerAccounts, readBalance } from '../ledger/ledger-accounts.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { createSignedInMember, type TestServer } from '../testing/test-server.ts';
import { sportsbookAccounts } from './betting/sportsbook-accounts.ts';
import { findSportsbookGpId } from './provider/seed-sportsbook.ts';

export { offerTestEvent, reprice, settleTestEvent, TEST_PRODUCER } from './sports-test-feed.ts';

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
