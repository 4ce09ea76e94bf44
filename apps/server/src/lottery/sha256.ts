import { hmac } from '@noble/hashes/hmac.js';
import { sha256 as nobleSha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';

/**
 * SHA-256 and HMAC-SHA256 of the draws through @noble/hashes (audited, synchronous, no dependency, the same module in
 * Node and the browser), so that the draw derivation runs unchanged in the browser's verify panel.
 */
export const sha256 = (message: Uint8Array): Uint8Array => nobleSha256(message);

export const hmacSha256 = (key: Uint8Array, message: Uint8Array): Uint8Array => hmac(nobleSha256, key, message);

export const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

export const toHex = (bytes: Uint8Array): string => bytesToHex(bytes);

/** Lower- or upper-case hex to bytes; null when it is not whole bytes of hex. */
export function fromHex(hex: string): Uint8Array | null {
  if (hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) return null;
  return hexToBytes(hex.toLowerCase());
}
