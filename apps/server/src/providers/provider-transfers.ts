/**
 * The transfer-wallet side of a game provider adapter: the provider keeps a wallet per member and the operator
 * moves money in before play and out afterwards. Each call carries the operator's transfer id, which the
 * provider treats as idempotent.
 */
export type TransferOutRequest = {
  memberId: number;
  gpId: number;
  currency: string;
  /** Minor units to move back to the operator. */
  amount: bigint;
  transferId: string;
};

/** Money moved from the operator into the provider's wallet of the member before play. */
export type TransferInRequest = TransferOutRequest;

export type ProviderTransfers = {
  /** Absent: the provider's member wallets live in this ledger and nothing is asked elsewhere (as for transferOut). */
  transferIn?(request: TransferInRequest): Promise<void>;
  transferOut(request: TransferOutRequest): Promise<void>;
};

/**
 * The provider refused a transfer in because transfers are disabled for this member (SPEC section 7,
 * forward_game.status code 957): the provider's own per-member flag, reported by the adapter's transferIn.
 */
export class ProviderTransfersDisabled extends Error {
  constructor() {
    super('transfers_disabled');
  }
}

/** The provider refused or could not be reached (balance-back code 102), or is under maintenance (103). */
export class ProviderTransferFailed extends Error {
  constructor(readonly code: 102 | 103) {
    super(code === 103 ? 'provider_maintenance' : 'provider_failed');
  }
}

/**
 * Providers whose member wallets are kept in this platform's own ledger (the built-in house provider): the
 * ledger movement is the whole transfer, so there is nothing to ask elsewhere.
 */
export const ledgerHeldTransfers: ProviderTransfers = {
  async transferIn() {},
  async transferOut() {},
};
