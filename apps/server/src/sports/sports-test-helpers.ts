import { readBalance } from '../ledger/ledger-accounts.ts';
import { launchFundedMember } from '../testing/launch-member.ts';
import type { TestServer } from '../testing/test-server.ts';
import { sportsbookAccounts } from './betting/sportsbook-accounts.ts';
import { findSportsbookGpId } from './provider/seed-sportsbook.ts';

export { offerCorrectScore, offerTestEvent, reprice, settleTestEvent, TEST_PRODUCER } from './sports-test-feed.ts';

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
  const gameType = gameCode === 'house-esports' ? 9 : 4;
  const member = await launchFundedMember(server, { gpId, gameType, gameCode, accountPrefix: 'spt' }, funds);
  return {
    ...member,
    gpId,
    wallet: () => readBalance(server.db, sportsbookAccounts.wallet(member.memberId, gpId, 'INR')),
  };
}
