import type { Db } from '../../db/database.ts';
import type { SecretBox } from '../../secrets/sealed-secret.ts';

/** What the second-factor use-cases need. */
export type SecondFactorContext = {
  db: Db;
  /** Seals the TOTP secrets, each bound to its operator. */
  box: SecretBox;
  /** Whether admin and finance operators must use a second factor (on in production). */
  required: boolean;
  now?: () => number;
};

/** The roles that must use a second factor when it is required: they move money and manage operators. */
export const SECOND_FACTOR_ROLES: readonly string[] = ['admin', 'finance'];

/** What a sealed TOTP secret is bound to: its operator. */
export const secretBinding = (operatorId: number) => `operator-totp:${operatorId}`;
