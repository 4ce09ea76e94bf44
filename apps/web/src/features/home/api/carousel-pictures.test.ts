import { HOME_BANNERS_ELEMENT_ID } from '@casino/contract/calls/site-calls.ts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bannerFixture } from '../../../test/fixtures.ts';
import { carouselPictureKeys, prefetchCarouselPictures, readEmbeddedHomeBanners } from './carousel-pictures.ts';

const desktop = [bannerFixture({ id: 1, title: 'Wide', use_type: 0 })];
const mobile = [bannerFixture({ id: 2, title: 'Narrow', use_type: 2 })];

function embed(value: unknown) {
  const element = document.createElement('script');
  element.id = HOME_BANNERS_ELEMENT_ID;
  element.type = 'application/json';
  element.textContent = typeof value === 'string' ? value : JSON.stringify(value);
  document.head.append(element);
}

afterEach(() => {
  document.getElementById(HOME_BANNERS_ELEMENT_ID)?.remove();
  vi.unstubAllGlobals();
});

describe('the banners written into the home page', () => {
  it('are taken when they are of this site and language', () => {
    embed({ site_id: 1, language: 'en_US', desktop, mobile });
    expect(readEmbeddedHomeBanners(1, 'en_US')).toEqual({ site_id: 1, language: 'en_US', desktop, mobile });
    expect(readEmbeddedHomeBanners(2, 'en_US')).toBeNull();
    expect(readEmbeddedHomeBanners(1, 'zh_CN')).toBeNull();
  });

  it('are ignored when missing or not valid', () => {
    expect(readEmbeddedHomeBanners(1, 'en_US')).toBeNull();
    embed('{not json');
    expect(readEmbeddedHomeBanners(1, 'en_US')).toBeNull();
    document.getElementById(HOME_BANNERS_ELEMENT_ID)?.remove();
    embed({ site_id: 1, language: 'en_US', desktop: [{ id: 'x' }], mobile });
    expect(readEmbeddedHomeBanners(1, 'en_US')).toBeNull();
  });

  it('fill the carousel cache of both layouts without a call', () => {
    const fetcher = vi.fn();
    vi.stubGlobal('fetch', fetcher);
    embed({ site_id: 1, language: 'en_US', desktop, mobile });
    const client = new QueryClient();
    prefetchCarouselPictures(client, 1, 'mobile', 'en_US');
    expect(client.getQueryData(carouselPictureKeys.list(1, 0))).toEqual(desktop);
    expect(client.getQueryData(carouselPictureKeys.list(1, 2))).toEqual(mobile);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('are asked for when the page has none', () => {
    const fetcher = vi.fn(() => new Promise(() => undefined));
    vi.stubGlobal('fetch', fetcher);
    const client = new QueryClient();
    prefetchCarouselPictures(client, 1, 'mobile', 'en_US');
    expect(fetcher).toHaveBeenCalledOnce();
    expect(String((fetcher.mock.calls[0] as unknown[])[0])).toContain('carousel_picture');
  });
});
