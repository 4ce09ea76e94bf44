import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOperatorCli } from '../operators/operator-test-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { launchLotteryMember, lotteryNode, offerLotteryGames } from './lottery-test-helpers.ts';
import { NORTHERN_LOTTERY } from './northern-lottery.ts';
import { placeLotteryBets } from './place-bets.ts';
import { commitDraws } from './run-draws.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { LOTTERY_DRAWS: '0' } });
  await offerLotteryGames(server.db);
});
afterAll(() => server.close());

describe('operator command line: the lottery', () => {
  it("lists a game's draws with their money and voids one with a reason, refunding its bets", { timeout: 180_000 }, async () => {
    const env = { CASINO_URL: server.url };
    const node = lotteryNode(server, { t: Date.now() });
    await commitDraws(node);
    const draw = await server.db
      .selectFrom('lottery_draws')
      .select('draw_id')
      .where('game', '=', NORTHERN_LOTTERY)
      .where('status', '=', 'scheduled')
      .orderBy('draws_at')
      .offset(1)
      .executeTakeFirstOrThrow();
    const member = await launchLotteryMember(server, NORTHERN_LOTTERY, 10_000n);
    await placeLotteryBets(node, member.session, { bets: [{ draw_id: draw.draw_id, bet_type: 'de', pick: [9], stake: '5.00' }] });

    const listed = await runOperatorCli(
      ['lottery', 'draws', NORTHERN_LOTTERY, '--status', 'scheduled', '--before', '29991231'],
      env,
    );
    expect(listed.stdout, listed.stderr).toContain(`${draw.draw_id} `);
    expect(listed.stdout).toContain('INR 1 bets, 5.00 staked, 485.00 exposure, 0.00 paid');
    expect((await runOperatorCli(['lottery', 'void', NORTHERN_LOTTERY, draw.draw_id], env)).code).toBe(2);
    const voided = await runOperatorCli(
      ['lottery', 'void', NORTHERN_LOTTERY, draw.draw_id, '--reason', 'results office closed'],
      env,
    );
    expect(voided.stdout, voided.stderr).toContain(`Voided ${NORTHERN_LOTTERY} ${draw.draw_id}: 1 bet refunded.`);
    const again = await runOperatorCli(['lottery', 'void', NORTHERN_LOTTERY, draw.draw_id, '--reason', 'again'], env);
    expect(again.code).toBe(1);
  });
});
