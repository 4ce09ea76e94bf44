import { describe, expect, it } from 'vitest';
import { classifyLink } from './links.ts';

describe('classifyLink', () => {
  it('tells external addresses from internal paths', () => {
    expect(classifyLink('https://example.com/a')).toEqual({ kind: 'external', href: 'https://example.com/a' });
    expect(classifyLink('main/3')).toEqual({ kind: 'internal', to: '/main/3' });
    expect(classifyLink('/faq/1')).toEqual({ kind: 'internal', to: '/faq/1' });
  });

  it('refuses empty and script addresses', () => {
    expect(classifyLink('')).toEqual({ kind: 'none' });
    expect(classifyLink('   ')).toEqual({ kind: 'none' });
    expect(classifyLink('javascript:alert(1)')).toEqual({ kind: 'none' });
  });
});
