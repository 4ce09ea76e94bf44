import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bannerFixture } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { BANNER_AUTO_ADVANCE_MS, Carousel } from './banner-carousel.tsx';

const banners = [
  bannerFixture({ id: 1, title: 'One' }),
  bannerFixture({ id: 2, title: 'Two', link_type: 1, link_url: 'discount' }),
  bannerFixture({ id: 3, title: 'Three', link_method: 1 }),
];

function activeIndex(): number {
  return screen.getAllByTestId('banner-slide').findIndex((slide) => slide.dataset.active === 'true');
}

describe('Carousel', () => {
  afterEach(() => vi.useRealTimers());

  it.each([
    ['desktop', '1920', '520'],
    ['mobile', '750', '340'],
  ] as const)('gives the %s pictures the shape of their box, the first fetched at once and first', async (mode, width, height) => {
    await renderWithProviders(<Carousel banners={banners} mode={mode} />);
    const pictures = screen.getAllByTestId('banner-slide').map((slide) => slide.querySelector('img'));
    expect(pictures.map((picture) => [picture?.getAttribute('width'), picture?.getAttribute('height')])).toEqual(
      banners.map(() => [width, height]),
    );
    expect(pictures.map((picture) => picture?.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
  });

  it('advances by itself and pauses while hovered', async () => {
    vi.useFakeTimers();
    await renderWithProviders(<Carousel banners={banners} mode="desktop" />);
    expect(activeIndex()).toBe(0);
    act(() => vi.advanceTimersByTime(BANNER_AUTO_ADVANCE_MS));
    expect(activeIndex()).toBe(1);

    fireEvent.mouseEnter(screen.getByTestId('banner-carousel'));
    act(() => vi.advanceTimersByTime(BANNER_AUTO_ADVANCE_MS * 3));
    expect(activeIndex()).toBe(1);

    fireEvent.mouseLeave(screen.getByTestId('banner-carousel'));
    act(() => vi.advanceTimersByTime(BANNER_AUTO_ADVANCE_MS));
    expect(activeIndex()).toBe(2);
    act(() => vi.advanceTimersByTime(BANNER_AUTO_ADVANCE_MS));
    expect(activeIndex()).toBe(0);
  });

  it('moves with the previous, next and dot buttons, and stops with the pause button', async () => {
    vi.useFakeTimers();
    await renderWithProviders(<Carousel banners={banners} mode="desktop" />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous banner' }));
    expect(activeIndex()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Next banner' }));
    expect(activeIndex()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Show banner 2' }));
    expect(activeIndex()).toBe(1);
    expect(screen.getByRole('button', { name: 'Show banner 2' }).getAttribute('aria-current')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Pause banner rotation' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Resume banner rotation' }));
    act(() => vi.advanceTimersByTime(BANNER_AUTO_ADVANCE_MS * 2));
    expect(activeIndex()).toBe(1);
  });

  it('pauses while focus is inside', async () => {
    vi.useFakeTimers();
    await renderWithProviders(<Carousel banners={banners} mode="desktop" />);
    fireEvent.focus(screen.getByRole('button', { name: 'Next banner' }));
    act(() => vi.advanceTimersByTime(BANNER_AUTO_ADVANCE_MS * 2));
    expect(activeIndex()).toBe(0);
  });

  it('hides the slides that are not shown from keyboard and screen readers', async () => {
    await renderWithProviders(<Carousel banners={banners} mode="desktop" />);
    const slides = screen.getAllByTestId('banner-slide');
    expect(slides.map((slide) => slide.getAttribute('aria-hidden'))).toEqual(['false', 'true', 'true']);
    expect(slides[1]?.hasAttribute('inert')).toBe(true);
    expect(slides[2]?.querySelector('a')?.getAttribute('target')).toBe('_blank');
    expect(slides[2]?.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('does not rotate a single banner and draws no controls for it', async () => {
    await renderWithProviders(<Carousel banners={banners.slice(0, 1)} mode="mobile" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
