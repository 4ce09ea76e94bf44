import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets kept in the database sealed (AES-256-GCM) under a key the database does not hold, each bound to what it
 * belongs to (the additional data), so that a sealed value copied to another row does not open there.
 * Format: `v1.<iv>.<ciphertext>.<tag>`, base64url.
 */
export type SecretBox = { seal(plain: string, boundTo: string): string; open(sealed: string, boundTo: string): string };

/** A 32-byte key for one purpose, derived from the server's secret (HKDF-SHA256), unless one is configured. */
export function purposeKey(serverSecret: string, purpose: string, configured?: string): Buffer {
  if (configured) {
    const key = /^[0-9a-f]{64}$/i.test(configured) ? Buffer.from(configured, 'hex') : Buffer.from(configured, 'base64');
    if (key.length !== 32) throw new Error(`the key for ${purpose} must be 32 bytes (64 hex digits or base64)`);
    return key;
  }
  return Buffer.from(hkdfSync('sha256', serverSecret, Buffer.alloc(0), `casino:${purpose}`, 32));
}

export function secretBox(key: Buffer): SecretBox {
  return {
    seal(plain, boundTo) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(boundTo));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, body, cipher.getAuthTag()].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
    },
    open(sealed, boundTo) {
      const [version, iv, body, tag] = sealed.split('.');
      if (version !== 'v1' || !iv || !body || !tag) throw new Error('not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(boundTo));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
