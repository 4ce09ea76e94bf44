import { generateSecret, generateURI, verify } from 'otplib';

/**
 * Time-based one-time codes (RFC 6238) as authenticator apps make them: SHA-1, six digits, 30-second steps, through
 * otplib. A code of the step before or after the server's is accepted, for clocks a little apart.
 */
export const TOTP_ISSUER = 'Casino back office';
const TOLERANCE_SECONDS = 30;
export const TOTP_CODE = /^\d{6}$/;

/** A new secret: 20 random bytes in base32, as authenticator apps take it. */
export const newTotpSecret = (): string => generateSecret({ length: 20 });

/** The otpauth:// address an authenticator app reads from a QR code. */
export const totpUri = (secret: string, username: string): string =>
  generateURI({ issuer: TOTP_ISSUER, label: username, secret });

/** The time step a right code belongs to (later than `after`), or null. */
export async function matchTotp(secret: string, code: string, nowMs: number, after: number): Promise<number | null> {
  if (!TOTP_CODE.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(nowMs / 1_000),
    epochTolerance: TOLERANCE_SECONDS,
    afterTimeStep: after,
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
