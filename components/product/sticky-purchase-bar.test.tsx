import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnchorHTMLAttributes, ReactElement } from 'react';
import { ShopModesProvider } from '@/components/cart/shop-modes';
import { fakeCartRoutes, navigationMock, renderWithShop } from '@/test/cart-kit';
import { productFixture } from '@/test/fixtures/product';
import { sentCartForms } from '@/test/actions/cart';
import type { Product } from '@/lib/api/schemas';
import { PurchasePanel } from './purchase-panel';

jest.mock('@/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
  useRouter: () => navigationMock,
}));

/** A stand-in IntersectionObserver the test drives: `scroll` says what is in view. */
const observers: { callback: IntersectionObserverCallback; targets: Element[]; rootMargin?: string }[] = [];
beforeAll(() => {
  global.IntersectionObserver = class {
    private entry: { callback: IntersectionObserverCallback; targets: Element[]; rootMargin?: string };
    constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
      this.entry = { callback, targets: [], rootMargin: options.rootMargin };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.entry), 1);
    }
    unobserve() {}
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
});

/** The page's actions above the screen (or back in view), the footer in view or not. */
function scroll({ actionsAbove, footerInView = false }: { actionsAbove: boolean; footerInView?: boolean }) {
  act(() => {
    for (const { callback, targets } of [...observers]) {
      const entries = targets.map((target) => {
        const footer = target.tagName === 'FOOTER';
        // Observed with the viewport stretched: the actions count as "in view" until they are above it,
        // the footer once it is in view (or above).
        const isIntersecting = footer ? footerInView : !actionsAbove;
        return {
          target,
          isIntersecting,
          boundingClientRect: { top: footer ? 500 : actionsAbove ? -200 : 100 },
        } as unknown as IntersectionObserverEntry;
      });
      callback(entries, {} as IntersectionObserver);
    }
  });
}

const display = { code: 'LKR', symbol: 'Rs', hidden: false };
const route = { kind: 'slug', productSlug: 'linen-shirt' } as const;
const bar = () => screen.queryByRole('region', { name: 'Quick add to cart' });

/** The shopper's first scroll, which loads the bar's code; resolves once the bar watches the page. */
async function firstScroll() {
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
  await waitFor(() => expect(observers.length).toBeGreaterThan(0));
}

async function renderPanel(product: Product, { catalogueMode = false, registeredOnly = false, pricesHidden = false } = {}) {
  const ui: ReactElement = (
    <ShopModesProvider value={{ registeredOnly, pricesHidden }}>
      <main>
        <PurchasePanel
          product={product}
          currency="LKR"
          catalogueMode={catalogueMode}
          route={route}
          stickyBar={{ display: { ...display, hidden: pricesHidden } }}
        />
      </main>
      <footer>Footer links</footer>
    </ShopModesProvider>
  );
  const rendered = renderWithShop(ui);
  await firstScroll();
  return rendered;
}

describe('sticky add-to-cart bar', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    fakeCartRoutes(null);
  });

  it('loads with the shopper’s first scroll, or at once on a page opened already scrolled', async () => {
    const ui = (
      <ShopModesProvider value={{ registeredOnly: false, pricesHidden: false }}>
        <PurchasePanel product={productFixture()} currency="LKR" catalogueMode={false} route={route} stickyBar={{ display }} />
      </ShopModesProvider>
    );
    const first = renderWithShop(ui);
    // Give a bar loaded with the page time to arrive: nothing watches the page before a scroll.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(observers).toHaveLength(0);
    await firstScroll();
    first.unmount();

    Object.defineProperty(window, 'scrollY', { value: 400, configurable: true });
    try {
      renderWithShop(ui);
      await waitFor(() => expect(observers.length).toBeGreaterThan(0));
    } finally {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    }
  });

  it('shows the name, price and Add to Cart once the page’s button scrolls up out of view, and goes again', async () => {
    fakeCartRoutes(null);
    await renderPanel(productFixture());
    expect(bar()).toBeNull();
    scroll({ actionsAbove: true });
    const region = bar();
    expect(region).not.toBeNull();
    // Outside <main>: the page keeps one Add to Cart there.
    expect(region?.closest('main')).toBeNull();
    expect(within(region as HTMLElement).getByText('Linen Shirt')).toBeInTheDocument();
    expect(within(region as HTMLElement).getByTestId('price')).toHaveTextContent('5,000');
    // It submits the page's own cart form (the one Server Function).
    await userEvent.click(within(region as HTMLElement).getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(sentCartForms()).toEqual([expect.objectContaining({ varianceKey: 'color:red|size:m', intent: 'add' })]));

    scroll({ actionsAbove: false });
    expect(bar()).toBeNull();
  });

  it('notices a jump straight past the button (a fling, a jump to an anchor): its viewport reaches far below', async () => {
    await renderPanel(productFixture());
    const margins = Object.fromEntries(observers.map((o) => [o.targets[0]?.tagName, o.rootMargin]));
    // Stretched down: the button counts as seen until it is above the screen, so leaving crosses an edge.
    expect(margins.DIV).toMatch(/^0px 0px \d{5,}px 0px$/);
    // Stretched up: the footer counts as reached once in view, however it got there.
    expect(margins.FOOTER).toMatch(/^\d{5,}px 0px 0px 0px$/);
  });

  it('stays out of the way of the footer', async () => {
    await renderPanel(productFixture());
    scroll({ actionsAbove: true, footerInView: true });
    expect(bar()).toBeNull();
    scroll({ actionsAbove: true, footerInView: false });
    expect(bar()).not.toBeNull();
  });

  it('asks for the missing variance in place of the button, which leads to the page’s size choice', async () => {
    const { sent } = fakeCartRoutes(null);
    await renderPanel(productFixture({ values: { color: 'red' } }));
    scroll({ actionsAbove: true });
    const region = bar() as HTMLElement;
    expect(within(region).queryByRole('button', { name: 'Add to Cart' })).toBeNull();
    await userEvent.click(within(region).getByRole('button', { name: 'Please select Size' }));
    const size = screen.getByLabelText('Size');
    await waitFor(() => expect(size).toHaveFocus());
    expect(size).toHaveAttribute('aria-invalid', 'true');
    expect(sent.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('follows the page’s rules: out of stock blocked, sign-in for registered-only shops, no price when hidden, nothing in catalogue mode', async () => {
    const soldOut = await renderPanel(productFixture({ quantity: 0, isInStock: false }));
    scroll({ actionsAbove: true });
    expect(within(bar() as HTMLElement).getByRole('button', { name: 'Add to Cart' })).toHaveAttribute('aria-disabled', 'true');
    soldOut.unmount();

    const registered = await renderPanel(productFixture(), { registeredOnly: true });
    scroll({ actionsAbove: true });
    expect(within(bar() as HTMLElement).getByRole('link', { name: 'Add to Cart' })).toBeInTheDocument();
    registered.unmount();

    const hidden = await renderPanel(productFixture(), { pricesHidden: true });
    scroll({ actionsAbove: true });
    expect(within(bar() as HTMLElement).queryByTestId('price')).toBeNull();
    hidden.unmount();

    await renderPanel(productFixture(), { catalogueMode: true });
    scroll({ actionsAbove: true });
    expect(bar()).toBeNull();
  });
});
