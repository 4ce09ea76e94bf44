import { randomUUID } from 'node:crypto';
import { PlayCode, type playCall } from '@casino/contract/calls/play-calls.ts';
import type { LanguageCode } from '@casino/contract/languages.ts';
import { privateChannels, realtimeEvents } from '@casino/contract/realtime.ts';
import type { z } from 'zod';
import { recordRecentGame } from '../games/record-recent-game.ts';
import { Refusal } from '../http/reply.ts';
import { ledgerAccounts } from '../ledger/ledger-accounts.ts';
import { InsufficientFunds, postTransaction, reverseTransaction } from '../ledger/post-transaction.ts';
import type { MemberSession } from '../members/session-tokens.ts';
import { playLimitCrossed } from '../protection/play-limits.ts';
import { endGameSessions, openGameSession, SignInEnded } from '../providers/game-sessions.ts';
import type { ProviderAdapter } from '../providers/provider-adapter.ts';
import { ProviderTransferFailed, ProviderTransfersDisabled } from '../providers/provider-transfers.ts';
import { announceCash, readMainCash } from '../wallet/main-cash.ts';
import { releaseWalletLease, takeWalletLease, walletLeaseHeld } from '../wallet/return-provider-balances.ts';
import { closeOpenGames } from './close-open-games.ts';
import { findPlayableGame } from './find-playable-game.ts';
import { releaseGameStartLease, takeGameStartLease } from './game-start-lease.ts';
import type { PlayContext } from './play-context.ts';

type PlayRequest = z.output<typeof playCall.request>;
type PlayAnswer = z.input<typeof playCall.response>;

/** The adapter of a provider, refusing with 203 when it has none here or is under maintenance now. */
export async function adapterForPlay(ctx: PlayContext, providerId: number): Promise<ProviderAdapter> {
  const found = await ctx.providers.byGpId(providerId);
  // A provider of the catalogue that is not connected to this deployment cannot be played: the site shows the
  // maintenance dialog without an interval (docs/decisions/0012-provider-protocol.md).
  if (!found) throw new Refusal(PlayCode.maintenance, 'game_maintenance', null);
  const interval = (await found.adapter.maintenance?.()) ?? null;
  if (interval) throw new Refusal(PlayCode.maintenance, 'game_maintenance', interval);
  return found.adapter;
}

/**
 * /member/game/play1: checks the game, the provider and the member's wallet, closes the games the member left open
 * (their provider wallets come back), moves the whole main balance into a transfer-wallet provider, opens a game
 * session tied to the member's sign-in, asks the adapter for the game's URL and announces it as game.url on the
 * member's private channel.
 */
export async function startGame(
  ctx: PlayContext,
  member: MemberSession,
  body: PlayRequest,
  env: { lang: LanguageCode },
): Promise<PlayAnswer> {
  if (ctx.demoMode) throw new Refusal(PlayCode.demoMode, 'demo_mode');
  const game = await findPlayableGame(ctx.db, {
    siteId: member.siteId,
    currency: member.currency,
    providerId: body.gpId,
    gameType: body.game_type,
    gameCode: body.game_code,
  });
  if (!game) throw new Refusal(PlayCode.noGame, 'pg.no_game');
  // The site's maintenance window of the provider (back office, decision 77): the site shows it in its dialog.
  if (game.maintenance) throw new Refusal(PlayCode.maintenance, 'game_maintenance', game.maintenance);
  const adapter = await adapterForPlay(ctx, game.providerId);
  // A wager or loss limit already reached (docs/decisions/0082): no game opens; the site says when room comes back.
  const reached = await playLimitCrossed(ctx.db, member.memberId, 1n, Date.now());
  if (reached) throw new Refusal(PlayCode.limitReached, 'pg.limit_reached', reached);

  if (!(await takeGameStartLease(ctx.db, member.memberId))) throw new Refusal(PlayCode.starting, 'pg.alert_starting');
  try {
    await closeOpenGames(ctx, member);
    if (adapter.wallet === 'transfer') await transferMainIn(ctx, member, adapter, game.providerId);
    else if (await walletLeaseHeld(ctx.wallet, member.memberId)) {
      throw new Refusal(PlayCode.balanceReturnRunning, 'one_key_waiting');
    }

    const session = await openGameSession(ctx.db, {
      memberId: member.memberId,
      providerId: game.providerId,
      gameCode: game.gameCode,
      gameType: game.gameType,
      currency: member.currency,
      demo: false,
      signIn: { sessionId: member.sessionId, loginId: member.loginId },
    }).catch((error: unknown) => {
      // The member signed out (or in elsewhere) while this start ran: no game opens for an ended sign-in.
      if (error instanceof SignInEnded) throw new Refusal(PlayCode.providerFailed, 'pg.start_failed');
      throw error;
    });
    let launched: Awaited<ReturnType<ProviderAdapter['launch']>>;
    try {
      launched = await adapter.launch({
        sessionToken: session.token,
        gameCode: game.gameCode,
        gameType: game.gameType,
        currency: member.currency,
        language: env.lang,
        device: body.device,
        lobbyUrl: body.lobby_url,
        demo: false,
      });
    } catch {
      // Money moved into a transfer-wallet provider stays there, shown by my_cash and returned by balance back.
      await endGameSessions(ctx.db, member.memberId, session.id);
      throw new Refusal(PlayCode.providerFailed, 'pg.start_failed');
    }
    if (game.gameId !== null) await recordRecentGame(ctx.db, member.memberId, game.gameId);
    ctx.realtime.broadcast(privateChannels.member(member.memberId), realtimeEvents.gameUrl, { url: launched.url });
    return { game_url: launched.url, open_type: launched.openType ?? 'window', session_id: session.id };
  } finally {
    await releaseGameStartLease(ctx.db, member.memberId);
  }
}

/**
 * Moves the whole main balance into the member's wallet at a transfer-wallet provider: the ledger first (so the
 * money cannot be spent twice), then the provider under the same transfer id; a provider that refuses gets the
 * ledger movement reversed. Holds the wallet lease meanwhile, so that no balance return runs in between (104).
 */
async function transferMainIn(ctx: PlayContext, member: MemberSession, adapter: ProviderAdapter, gpId: number): Promise<void> {
  if (!(await takeWalletLease(ctx.wallet, member.memberId))) {
    throw new Refusal(PlayCode.balanceReturnRunning, 'one_key_waiting');
  }
  try {
    const amount = await readMainCash(ctx.db, member.memberId, member.currency);
    if (amount <= 0n) throw new Refusal(PlayCode.noBalance, 'pg.no_balance');
    const transferId = `in:${member.memberId}:${gpId}:${randomUUID()}`;
    const main = ledgerAccounts.memberMain(member.memberId, member.currency);
    let posted: Awaited<ReturnType<typeof postTransaction>>;
    try {
      posted = await postTransaction(ctx.db, ctx.db, {
        key: transferId,
        kind: 'transfer_in',
        reference: `gp:${gpId}`,
        postings: [
          { account: main, amount: -amount },
          { account: ledgerAccounts.memberProvider(member.memberId, gpId, member.currency), amount },
        ],
      });
    } catch (error) {
      // Spent meanwhile (a seamless game's bet): nothing moved; the member may start again.
      if (error instanceof InsufficientFunds) throw new Refusal(PlayCode.noBalance, 'pg.no_balance');
      throw error;
    }
    announceCash(ctx.realtime, member.memberId, 0n, member.currency);
    try {
      await adapter.transfers?.transferIn?.({
        memberId: member.memberId,
        gpId,
        currency: member.currency,
        amount,
        transferId,
      });
    } catch (error) {
      await reverseTransaction(ctx.db, ctx.db, posted.id, `${transferId}:undone`);
      announceCash(ctx.realtime, member.memberId, await readMainCash(ctx.db, member.memberId, member.currency), member.currency);
      if (error instanceof ProviderTransfersDisabled) {
        ctx.realtime.broadcast(privateChannels.member(member.memberId), realtimeEvents.forwardGameStatus, {
          code: PlayCode.transfersDisabled,
        });
        throw new Refusal(PlayCode.transfersDisabled, 'transfers_disabled');
      }
      if (error instanceof ProviderTransferFailed && error.code === 103) {
        throw new Refusal(PlayCode.maintenance, 'game_maintenance', null);
      }
      throw new Refusal(PlayCode.providerFailed, 'pg.start_failed');
    }
  } finally {
    await releaseWalletLease(ctx.wallet, member.memberId);
  }
}
