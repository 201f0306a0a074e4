import { cleanup, screen, within } from '@testing-library/react';
import fc from 'fast-check';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { OrderHistory } from '@/components/account/order-history';
import { ShopModesProvider } from '@/components/cart/shop-modes';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { OrderDetails } from '@/components/order/order-details';
import { priceDisplayFor } from '@/components/product/price-display';
import { ProductView } from '@/components/product/product-view';
import { StoreLocationProvider } from '@/components/store-location/store-location-provider';
import { buildSite } from '@/customer-api/seed/site';
import { shopExtrasConfig } from '@/lib/analytics/page-config';
import { orderAnswer, productAnswer, siteSchemaAnswer } from '@/lib/api/answers';
import { order } from '@/lib/api/cart-schemas';
import { product, siteSchema, type SiteSchema } from '@/lib/api/schemas';
import { resetWarnings } from '@/lib/api/tolerant';
import { loadShell, mediaRef } from '@/lib/layout/load-shell';
import { productSeo } from '@/lib/seo/product-seo';
import { themeVariables } from '@/lib/theme/theme-variables';
import { fakeCartRoutes, navigationMock, renderWithShop } from '@/test/cart-kit';
import { foreignAnswer } from '@/test/foreign-api';
import { orderFixture } from '@/test/fixtures/order';
import { productFixture } from '@/test/fixtures/product';
import { renderShell } from '@/test/shell';

/**
 * What a merchant's own customer API sends (unknown enum values, dropped or null
 * optional fields, extra fields, junk list items) renders the shell, a product page and the order
 * pages without an error, and an order status the shop does not know reads "Unavailable".
 */
jest.mock('next/navigation', () => ({
  usePathname: () => '/',
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
  useSearchParams: () => new URLSearchParams(),
  useParams: () => ({}),
}));
jest.mock('@/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
  useRouter: () => navigationMock,
  usePathname: () => '/',
  getPathname: ({ href }: { href: string }) => href,
}));
let mockSchema: SiteSchema;
jest.mock('@/lib/api/catalogue', () => ({ getSiteSchema: () => Promise.resolve(mockSchema) }));

const RUNS = 25;
const shopper = { locale: 'en' as const, currency: 'LKR', inventoryId: null };
const money = { code: 'LKR', symbol: 'Rs', hidden: false };

let warn: jest.SpyInstance;
beforeEach(() => {
  resetWarnings();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  fakeCartRoutes(null);
});
afterEach(() => warn.mockRestore());

async function renderShellOf(schema: SiteSchema) {
  cleanup();
  mockSchema = schema;
  const shell = await loadShell(shopper);
  themeVariables(schema.styles);
  shopExtrasConfig(schema, 'en', undefined);
  const Providers = ({ children }: { children: ReactNode }) => (
    <ShopModesProvider
      value={{ registeredOnly: schema.generalSettings.isRegisteredUsersOnly, pricesHidden: schema.generalSettings.hideProductPrice }}
    >
      {/* A chosen location: the store selection's dialog would hide the rest of the page. */}
      <StoreLocationProvider locations={shell.locations} currentId={shell.locations[0]?.id ?? null} changeOffered={shell.locationChange}>
        {children}
      </StoreLocationProvider>
    </ShopModesProvider>
  );
  renderShell(
    <Providers>
      <Header shell={shell} shopper={shopper} logo={mediaRef(schema.brandLogo)} />
      <Footer
        schema={schema}
        location={shell.location}
        locale="en"
        logo={mediaRef(schema.footer.logoURL)}
        year={2026}
        cookiePreferences={false}
      />
    </Providers>,
  );
}

describe('a foreign customer API on the pages', () => {
  it('renders the header and footer of every mutated site schema', async () => {
    await fc.assert(
      fc.asyncProperty(foreignAnswer(siteSchema, buildSite()), async (answer) => {
        await renderShellOf(siteSchemaAnswer.parse(answer));
        expect(await screen.findByRole('banner')).toBeInTheDocument();
        expect(screen.getByRole('contentinfo')).toBeInTheDocument();
      }),
      { numRuns: RUNS },
    );
  }, 60_000);

  it('centres the logo for an alignment the shop does not know', async () => {
    await renderShellOf(siteSchemaAnswer.parse({ ...buildSite(), logoAlignment: 'RIGHT' }));
    expect((await screen.findByRole('banner')).querySelector('.grid-cols-\\[1fr_auto_1fr\\]')).not.toBeNull();
  });

  it('renders the product page of every mutated product', async () => {
    const schema = siteSchemaAnswer.parse(buildSite());
    await fc.assert(
      fc.asyncProperty(foreignAnswer(product, productFixture()), async (answer) => {
        const read = productAnswer.parse(answer);
        const texts = { titleTemplate: (t: string) => t, fallbackDescription: '', home: 'Home' };
        productSeo({ product: read, schema, locale: 'en', currency: 'LKR', siteUrl: 'https://shop.example', texts });
        const route = { kind: 'slug', productSlug: read.productSlug } as const;
        cleanup();
        renderWithShop(
          <ProductView product={read} related={[]} display={priceDisplayFor(schema, 'LKR')} catalogueMode={false} route={route} />,
        );
        expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
      }),
      { numRuns: RUNS },
    );
  }, 60_000);

  it('renders the order view and history row of every mutated order; an unknown status reads Unavailable', () => {
    fc.assert(
      fc.property(foreignAnswer(order, orderFixture()), (answer) => {
        const read = orderAnswer.parse(answer);
        const known = read.status !== 'UNAVAILABLE';
        cleanup();
        renderShell(
          <>
            <OrderDetails order={read} money={money} />
            <OrderHistory which="ongoing" orders={[read]} total={1} paging={{ first: 10, after: 0 }} money={() => money} />
          </>,
        );
        expect(screen.getByRole('link', { name: `Order ID: ${read.refId}` })).toBeInTheDocument();
        if (!known) expect(within(screen.getByRole('article')).getAllByText('Unavailable').length).toBeGreaterThan(0);
      }),
      { numRuns: RUNS },
    );
  }, 60_000);

  it('reads a status it does not know as Unavailable on the order view and in the history', () => {
    const read = orderAnswer.parse({ ...orderFixture(), status: 'LOST_IN_TRANSIT' });
    renderShell(
      <>
        <OrderDetails order={read} money={money} />
        <OrderHistory which="past" orders={[read]} total={1} paging={{ first: 10, after: 0 }} money={() => money} />
      </>,
    );
    expect(within(screen.getByRole('article')).getByText('Unavailable')).toBeInTheDocument();
    const historyRow = screen.getByRole('link', { name: `Order ID: ${read.refId}` }).closest('li');
    expect(within(historyRow as HTMLElement).getByText('Unavailable')).toBeInTheDocument();
  });
});
