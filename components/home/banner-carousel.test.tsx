import { act, screen, waitFor } from '@testing-library/react';
import type { BannerItem } from '@/lib/api/schemas';
import { renderWithIntl } from '@/test/intl';
import { BannerCarousel } from './banner-carousel';

const item = (name: string): BannerItem => ({
  imageReference: `banners/${name}.webp`,
  link: null,
  caption: { en: name },
  description: null,
  button: null,
});

let seen: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
beforeEach(() => {
  seen = undefined;
  window.IntersectionObserver = class {
    constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
      seen = callback;
    }
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
});

describe('the home banner', () => {
  it('shows the first slide from the first render, and fetches the slideshow only once the banner is seen', async () => {
    const { container } = renderWithIntl(<BannerCarousel items={[item('Tea'), item('Clay')]} />);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Tea']);
    expect(container.querySelector('.swiper')).toBeNull();
    expect(seen).toBeDefined();

    act(() => seen?.([{ isIntersecting: false }]));
    expect(container.querySelector('.swiper')).toBeNull();
    act(() => seen?.([{ isIntersecting: true }]));
    await waitFor(() => expect(container.querySelector('.banner-swiper')).not.toBeNull(), { timeout: 10_000 });
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
  });

  it('keeps a keyboard user on the first slide: the slideshow replaces it once focus has left the banner', async () => {
    const linked = { ...item('Tea'), link: 'https://example.com/tea' };
    const { container } = renderWithIntl(<BannerCarousel items={[linked, item('Clay')]} />);
    const link = screen.getByRole('link', { name: 'Tea' });
    link.focus();
    act(() => seen?.([{ isIntersecting: true }]));
    await act(() => import('./banner-swiper'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('.banner-swiper')).toBeNull();
    expect(link).toHaveFocus();
    act(() => link.blur());
    await waitFor(() => expect(container.querySelector('.banner-swiper')).not.toBeNull(), { timeout: 10_000 });
  });

  it('never fetches a slideshow for a single banner', () => {
    const { container } = renderWithIntl(<BannerCarousel items={[item('Tea')]} />);
    expect(seen).toBeUndefined();
    expect(container.querySelector('[aria-hidden="true"].h-7')).toBeNull();
  });
});
