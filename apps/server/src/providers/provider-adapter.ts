import type { MaintenanceInterval, OpenType } from '@casino/contract/calls/play-calls.ts';
import type { Db } from '../db/database.ts';
import { ledgerHeldTransfers, type ProviderTransfers } from './provider-transfers.ts';

/**
 * Every game provider sits behind one adapter (docs/decisions/0012-provider-protocol.md). The play calls ask it for
 * a launch URL; a seamless provider then calls the signed wallet endpoint POST /api/provider/{code}/wallet/{action}
 * (packages/contract/src/provider-protocol.ts) with the session token it was launched with; a transfer-wallet
 * provider gets money moved in before play and out afterwards through `transfers`.
 */
export type LaunchRequest = {
  /** Opaque session token: the provider passes it back on every wallet call. */
  sessionToken: string;
  gameCode: string;
  gameType: number;
  currency: string;
  language: string;
  /** 0 unknown, 1 desktop, 2 mobile (the play call's device). */
  device: number;
  /** Where the game's home or close button leads. */
  lobbyUrl: string;
  /** Play money: no member, no wallet calls reach the ledger (the adapter keeps demo balances itself). */
  demo: boolean;
};

export type LaunchResult = { url: string; openType?: OpenType };

export type ProviderAdapter = {
  /** game_providers.code */
  code: string;
  /** seamless: the provider plays on the main wallet through the wallet endpoint; transfer: it keeps its own wallet. */
  wallet: 'seamless' | 'transfer';
  /** HMAC secret of its wallet callbacks (and of the answers this platform signs). */
  secret: string;
  launch(request: LaunchRequest): Promise<LaunchResult>;
  /** Transfer-wallet providers: moving money in before play and out afterwards. */
  transfers?: ProviderTransfers;
  /** The maintenance window the provider is in now (play1 answers 203 with it), or null when it is open. */
  maintenance?(): Promise<MaintenanceInterval | null>;
  /**
   * Transfer-wallet providers: the bets settled (or settled again) after `cursor` (null: from the start), oldest
   * first, at most `limit`, with the cursor to ask from next (docs/decisions/0064). A provider's bet history call.
   */
  betRecords?(cursor: string | null, limit: number): Promise<{ records: ProviderBetRecord[]; cursor: string | null }>;
};

/** One settled bet as a transfer-wallet provider reports it, in minor units of its currency. */
export type ProviderBetRecord = {
  betRef: string;
  memberId: number;
  currency: string;
  gameType: number;
  stake: bigint;
  /** What counts as turnover: the stake at risk, nothing for a bet that came back void. */
  validAmount: bigint;
  /** Everything paid back: returns and cash-outs. */
  payout: bigint;
  settledAt: Date;
};

export type ProviderRegistry = {
  byCode(code: string): ProviderAdapter | undefined;
  /** The adapter of game_providers.id = gpId, with its code; undefined when the provider is unknown or has none. */
  byGpId(gpId: number): Promise<{ adapter: ProviderAdapter; gpId: number } | undefined>;
  /** game_providers.id of an adapter's code (undefined when the provider is not in game_providers). */
  gpIdOf(code: string): Promise<number | undefined>;
  /**
   * The transfer-wallet calls of a provider by gp_id, for the balance return (WalletContext.transfersOf): the
   * adapter's when it is a transfer-wallet provider known by then (prime() at start), else the ledger-held ones.
   */
  transfersOf(gpId: number): ProviderTransfers;
  /** Reads the gp_id of every registered adapter (once at start, after the seed). */
  prime(): Promise<void>;
  all(): ProviderAdapter[];
};

/** A registry over the given adapters; game_providers maps gp_id <-> code (cached: the codes never change). */
export function createProviderRegistry(db: Db, adapters: ProviderAdapter[]): ProviderRegistry {
  const byCode = new Map(adapters.map((adapter) => [adapter.code, adapter]));
  const idByCode = new Map<string, number>();
  const codeById = new Map<number, string>();

  async function codeOf(gpId: number): Promise<string | undefined> {
    const known = codeById.get(gpId);
    if (known !== undefined) return known;
    const row = await db.selectFrom('game_providers').select(['id', 'code']).where('id', '=', gpId).executeTakeFirst();
    if (!row) return undefined;
    codeById.set(row.id, row.code);
    idByCode.set(row.code, row.id);
    return row.code;
  }

  return {
    byCode: (code) => byCode.get(code),
    async byGpId(gpId) {
      const code = await codeOf(gpId);
      const adapter = code === undefined ? undefined : byCode.get(code);
      return adapter ? { adapter, gpId } : undefined;
    },
    async gpIdOf(code) {
      const known = idByCode.get(code);
      if (known !== undefined) return known;
      const row = await db.selectFrom('game_providers').select(['id', 'code']).where('code', '=', code).executeTakeFirst();
      if (!row) return undefined;
      codeById.set(row.id, row.code);
      idByCode.set(row.code, row.id);
      return row.id;
    },
    transfersOf(gpId) {
      const code = codeById.get(gpId);
      const adapter = code === undefined ? undefined : byCode.get(code);
      return adapter?.wallet === 'transfer' && adapter.transfers ? adapter.transfers : ledgerHeldTransfers;
    },
    async prime() {
      if (byCode.size === 0) return;
      const rows = await db
        .selectFrom('game_providers')
        .select(['id', 'code'])
        .where('code', 'in', [...byCode.keys()])
        .execute();
      for (const row of rows) {
        codeById.set(row.id, row.code);
        idByCode.set(row.code, row.id);
      }
    },
    all: () => [...byCode.values()],
  };
}
