import { createHash, randomBytes } from 'node:crypto';

/** Recovery codes given when the authenticator is set up: each signs in once without the app. */
export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A code as an operator copies it: ten letters and digits in two groups, no look-alikes (0/o, 1/l/i). */
export function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** What is kept of a code: the SHA-256 of its letters, whatever the case and dashes it is typed with. */
export function recoveryCodeHash(code: string): string {
  return createHash('sha256')
    .update(code.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .digest('hex');
}
