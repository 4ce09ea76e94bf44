import { afterEach, describe, expect, it, vi } from 'vitest';
import { runtimeConfigFixture } from '../test/fixtures.ts';
import { fetchRuntimeConfig, readEmbeddedRuntimeConfig, siteTitleFor, templateFor } from './runtime-config.ts';

describe('runtime config', () => {
  afterEach(() => {
    document.getElementById('runtime-config')?.remove();
  });

  it('reads the JSON the server put in the page', () => {
    const script = document.createElement('script');
    script.id = 'runtime-config';
    script.type = 'application/json';
    script.textContent = JSON.stringify(runtimeConfigFixture({ SITE_ID: 7 }));
    document.head.append(script);
    expect(readEmbeddedRuntimeConfig()?.SITE_ID).toBe(7);
  });

  it('returns null without the element or with broken JSON', () => {
    expect(readEmbeddedRuntimeConfig()).toBeNull();
    const script = document.createElement('script');
    script.id = 'runtime-config';
    script.textContent = '{not json';
    document.head.append(script);
    expect(readEmbeddedRuntimeConfig()).toBeNull();
  });

  it('asks GET /api/runtime_config otherwise', async () => {
    const fetcher = vi
      .fn()
      .mockResolvedValue(new Response(JSON.stringify({ code: 1000, message: 'ok', data: runtimeConfigFixture({ SITE_ID: 3 }) })));
    const config = await fetchRuntimeConfig(fetcher);
    expect(config.SITE_ID).toBe(3);
    expect(fetcher.mock.calls[0]?.[0]).toBe('/api/runtime_config');
  });

  it('uses the Chinese title for zh_CN only, and the template of the layout', () => {
    const config = runtimeConfigFixture();
    expect(siteTitleFor(config, 'zh_CN')).toBe('示例娱乐');
    expect(siteTitleFor(config, 'zh_TW')).toBe('Demo Casino');
    expect(templateFor(config, 'desktop')).toBe('site02');
    expect(templateFor(config, 'mobile')).toBe('H5_1');
  });
});
