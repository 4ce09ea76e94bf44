import type { BankAccount } from '@casino/contract/calls/bank-account-calls.ts';
import type { DepositMethod, DwRecord, withdrawSettingsCall } from '@casino/contract/calls/payment-calls.ts';
import type { CallResponse } from '@casino/contract/define-call.ts';

/** Fixtures of the Fund pages (deposit, withdrawal, deposit and withdrawal record). */

export function gatewayMethodFixture(overrides: Partial<DepositMethod> = {}): DepositMethod {
  return { id: 1, name: 'Sandbox Pay', kind: 'gateway', min_amount: '100.00', max_amount: '50000.00', bank: null, ...overrides };
}

export function bankTransferMethodFixture(overrides: Partial<DepositMethod> = {}): DepositMethod {
  return {
    id: 2,
    name: 'Bank transfer',
    kind: 'bank_transfer',
    min_amount: '500.00',
    max_amount: '200000.00',
    bank: { bank_name: 'Demo Bank', account_name: 'Demo Casino Ltd', account_number: '001234567890', branch: 'Central' },
    ...overrides,
  };
}

export function withdrawSettingsFixture(
  overrides: Partial<CallResponse<typeof withdrawSettingsCall>> = {},
): CallResponse<typeof withdrawSettingsCall> {
  return {
    currency: 'INR',
    min_amount: '100.00',
    max_amount: '20000.00',
    main_cash: '1500.00',
    is_withdraw_password: 1,
    ...overrides,
  };
}

export function bankAccountFixture(overrides: Partial<BankAccount> = {}): BankAccount {
  return {
    id: 1,
    bank_name: 'State Bank',
    account_name: 'Asha Rao',
    account_number: '********9012',
    branch: 'Mumbai',
    is_default: 1,
    created_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function dwRecordFixture(overrides: Partial<DwRecord> = {}): DwRecord {
  return {
    order_number: 'D20250301000001',
    type: 'deposit',
    method: 'Sandbox Pay',
    amount: '500.00',
    status: 'paid',
    remark: '',
    created_at: '2025-03-01T15:04:05.000Z',
    updated_at: '2025-03-01T15:05:00.000Z',
    ...overrides,
  };
}
