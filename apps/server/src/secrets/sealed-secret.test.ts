import { describe, expect, it } from 'vitest';
import { purposeKey, secretBox } from './sealed-secret.ts';

describe('sealed secrets', () => {
  const box = secretBox(purposeKey('a-server-secret-of-some-length', 'test'));

  it('open only with the same key and for what they were sealed for', () => {
    const sealed = box.seal('the secret', 'row:1');
    expect(sealed).not.toContain('the secret');
    expect(box.open(sealed, 'row:1')).toBe('the secret');
    // Sealed twice, never the same text (a fresh nonce each time).
    expect(box.seal('the secret', 'row:1')).not.toBe(sealed);
    expect(() => box.open(sealed, 'row:2')).toThrow();
    expect(() => secretBox(purposeKey('another-server-secret-entirely', 'test')).open(sealed, 'row:1')).toThrow();
    const [v, iv, body, tag] = sealed.split('.');
    const flipped = `${v}.${iv}.${body?.slice(0, -2)}AA.${tag}`;
    expect(() => box.open(flipped, 'row:1')).toThrow();
    expect(() => box.open('plain text', 'row:1')).toThrow();
  });

  it('derives a key per purpose, or takes a configured one of 32 bytes', () => {
    const secret = 'a-server-secret-of-some-length';
    expect(purposeKey(secret, 'a').equals(purposeKey(secret, 'b'))).toBe(false);
    expect(purposeKey(secret, 'a')).toHaveLength(32);
    expect(purposeKey(secret, 'a', 'ab'.repeat(32)).toString('hex')).toBe('ab'.repeat(32));
    expect(purposeKey(secret, 'a', Buffer.alloc(32, 7).toString('base64'))).toEqual(Buffer.alloc(32, 7));
    expect(() => purposeKey(secret, 'a', 'too-short')).toThrow(/32 bytes/);
  });
});
