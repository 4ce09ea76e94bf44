import { randomBytes, randomInt } from 'node:crypto';

/** A source of uniform integers in [0, n). Real and demo play use only `cryptoRng` (node:crypto). */
export type Rng = { int(n: number): number };

/** The RNG of every real and demo round: node:crypto's randomInt (a CSPRNG, no modulo bias). */
export const cryptoRng: Rng = { int: (n) => randomInt(n) };

/**
 * xoshiro128** seeded from node:crypto: fast, NOT for play. Only the RTP benchmark uses it to simulate millions of
 * spins; its tiny bias for n up to a few hundred (floor of a 32-bit fraction) is far below what the bench measures.
 */
export function fastSimulationRng(seed: Uint32Array = new Uint32Array(randomBytes(16).buffer.slice(0, 16))): Rng {
  let a = seed[0]! | 1;
  let b = seed[1]! ^ 0x9e3779b9;
  let c = seed[2]! ^ 0x243f6a88;
  let d = seed[3]! ^ 0xb7e15162;
  const next = () => {
    const result = Math.imul(rotl(Math.imul(b, 5), 7), 9) >>> 0;
    const t = b << 9;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = rotl(d, 11);
    return result;
  };
  for (let i = 0; i < 16; i++) next();
  return { int: (n) => Math.floor((next() / 4294967296) * n) };
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}
