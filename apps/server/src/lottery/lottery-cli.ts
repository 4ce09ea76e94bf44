/**
 * The `lottery` commands of the operator command line (docs/decisions/0052-lottery-draw-scheduling.md): a game's
 * draws with their money, and the void of a draw not drawn yet. Each one is a call of the operator API.
 */
import { operatorLotteryDrawsCall, operatorLotteryVoidCall } from '@casino/contract/calls/lottery-operator-calls.ts';
import type { CallDefinition, CallResponse } from '@casino/contract/define-call.ts';
import { LOTTERY_DRAW_STATUSES, LOTTERY_GAMES } from '@casino/contract/house/lottery-calls.ts';

export const LOTTERY_USAGE = `  lottery draws <game> [--status s] [--before draw] [--limit 50]
                                                       a lottery game's draws, newest first (up to a day ahead):
                                                       status, result, seed once drawn, and per currency the bets,
                                                       stakes, exposure and payouts (games: ${LOTTERY_GAMES.join(', ')})
  lottery void <game> <draw> --reason text             voids a draw not drawn yet and refunds every bet on it (admin)
`;

type Api = { call<C extends CallDefinition>(call: C, body: unknown): Promise<CallResponse<C>> };
type Command = (api: Api) => Promise<string>;
type Fail = (message: string) => never;

function gameOf(word: string | undefined, fail: Fail): (typeof LOTTERY_GAMES)[number] {
  if (!word || !(LOTTERY_GAMES as readonly string[]).includes(word))
    return fail(`the game must be one of ${LOTTERY_GAMES.join(', ')}`);
  return word as (typeof LOTTERY_GAMES)[number];
}

/** Checks a command's words before anything is sent; answers the command to run. */
export function planLotteryCommand(
  words: string[],
  options: { status?: string; before?: string; limit?: string; reason?: string },
  fail: Fail,
): Command {
  const [action, game, drawId] = words;
  switch (action ?? '') {
    case 'draws': {
      const code = gameOf(game, fail);
      if (options.status !== undefined && !(LOTTERY_DRAW_STATUSES as readonly string[]).includes(options.status)) {
        return fail(`--status must be one of ${LOTTERY_DRAW_STATUSES.join(', ')}`);
      }
      if (options.limit !== undefined && !/^\d{1,3}$/.test(options.limit)) return fail('--limit must be a whole number');
      return async (api) => {
        const { list } = await api.call(operatorLotteryDrawsCall, {
          game: code,
          status: options.status,
          before_draw_id: options.before,
          limit: options.limit === undefined ? undefined : Number(options.limit),
        });
        if (list.length === 0) return 'No draws.';
        return list
          .map(({ draw, money }) => {
            const when = new Date(draw.draws_at).toISOString();
            const result = draw.result ? ` result ${draw.result.join(' ')}${draw.late ? ' (late)' : ''}` : '';
            const voided = draw.void_reason ? ` void: ${draw.void_reason}` : '';
            const seed = draw.seed ? ` seed ${draw.seed}` : ` commitment ${draw.commitment}`;
            const sums = money.map(
              (m) => `${m.currency} ${m.bets} bets, ${m.stakes} staked, ${m.exposure} exposure, ${m.paid} paid`,
            );
            return `${draw.draw_id} ${when} ${draw.status}${result}${voided}${seed}${sums.length ? `; ${sums.join('; ')}` : ''}`;
          })
          .join('\n');
      };
    }
    case 'void': {
      const code = gameOf(game, fail);
      if (!drawId) return fail('usage: lottery void <game> <draw> --reason text');
      if (!options.reason) return fail('missing --reason (it goes to the audit log)');
      const reason = options.reason;
      return async (api) => {
        const voided = await api.call(operatorLotteryVoidCall, { game: code, draw_id: drawId, reason });
        return `Voided ${voided.game} ${voided.draw_id}: ${voided.bets} bet${voided.bets === 1 ? '' : 's'} refunded.`;
      };
    }
    default:
      return fail(`unknown command: lottery ${words.join(' ')}`);
  }
}
