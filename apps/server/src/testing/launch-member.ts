import { ledgerAccounts, readBalance } from '../ledger/ledger-accounts.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { createSignedInMember, type TestServer } from './test-server.ts';

let launched = 0;

/**
 * A new signed-in INR member with `funds` (minor units) on the main wallet who launched a game through play1, as the
 * site does: the game session's token (from the game's address), the address itself and the main balance.
 */
export async function launchFundedMember(
  server: TestServer,
  game: { gpId: number; gameType: number; gameCode: string; accountPrefix: string },
  funds: bigint,
) {
  launched += 1;
  const account = `${game.accountPrefix}${process.pid % 1000}${Date.now() % 100_000}${launched}`;
  const member = await createSignedInMember(server.db, account);
  await postTransaction(server.db, server.db, {
    key: `fund:${game.accountPrefix}:${member.memberId}`,
    kind: 'deposit',
    postings: [
      { account: ledgerAccounts.system('gateway:test', 'INR'), amount: -funds },
      { account: ledgerAccounts.memberMain(member.memberId, 'INR'), amount: funds },
    ],
  });
  const play = await server.call(
    '/member/game/play1',
    { gpId: game.gpId, game_type: game.gameType, game_code: game.gameCode, lobby_url: `${server.url}/close` },
    { authorization: `Bearer ${member.token}` },
  );
  if (play.body.code !== 1000) throw new Error(`launch refused: ${JSON.stringify(play.body)}`);
  const url = new URL(play.body.data.game_url as string, server.url);
  return {
    ...member,
    url,
    session: url.searchParams.get('session') ?? '',
    main: () => readBalance(server.db, ledgerAccounts.memberMain(member.memberId, 'INR')),
  };
}
