import { describe, expect, it } from 'vitest';
import { bannerAction } from '../features/home/components/banner-action.ts';
import { bannerFixture } from '../test/fixtures.ts';
import { classifyLink } from './links.ts';
import { safeUrl } from './safe-url.ts';

describe('safeUrl', () => {
  it('keeps http(s) addresses and paths of the site', () => {
    expect(safeUrl('https://support.example.com/chat?x=1')).toBe('https://support.example.com/chat?x=1');
    expect(safeUrl('  http://example.com ')).toBe('http://example.com');
    expect(safeUrl('HTTPS://EXAMPLE.COM')).toBe('HTTPS://EXAMPLE.COM');
    expect(safeUrl('/discount')).toBe('/discount');
  });

  it('refuses every other scheme, other hosts without a scheme, and hidden characters', () => {
    for (const unsafe of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0001javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'mailto:a@example.com',
      '//evil.example',
      '/\\evil.example',
      'http://',
      'main/3',
      '',
      null,
      undefined,
    ]) {
      expect(safeUrl(unsafe), String(unsafe)).toBeUndefined();
    }
  });

  it('leaves content links no way to run script', () => {
    for (const unsafe of ['java\tscript:alert(1)', '\u0001javascript:alert(1)', 'javascript:alert(1)', '//evil.example']) {
      expect(classifyLink(unsafe), JSON.stringify(unsafe)).toEqual({ kind: 'none' });
    }
    expect(classifyLink('main/3')).toEqual({ kind: 'internal', to: '/main/3' });
  });

  it('gives a banner with a script address no link, whatever its link type', () => {
    const site = { demoMode: false, siteCurrency: 'INR' } as const;
    for (const link_type of [0, 1] as const) {
      for (const link_url of ['java\tscript:alert(1)', 'javascript:alert(1)', '\u0001javascript:alert(1)']) {
        expect(bannerAction(bannerFixture({ link_type, link_url }), site)).toEqual({ kind: 'none', reason: 'noUrl' });
      }
    }
  });
});
