import { screen } from '@testing-library/react';
import { buildSite } from '@/customer-api/seed/site';
import { renderWithIntl } from '@/test/intl';
import { productFixture } from '@/test/fixtures/product';
import { DeliveryOptions } from './delivery-options';
import { PriceBlock, type PriceDisplay } from './price-block';
import { priceDisplayFor } from './price-display';
import { PriceDisplayProvider } from './price-display-context';
import { ProductCardView } from './product-card-view';

jest.mock('@/components/wishlist/wish-list-button', () => ({ WishListButton: () => null }));
jest.mock('./card-add-button', () => ({ CardAddButton: () => null }));

const LKR: PriceDisplay = { code: 'LKR', symbol: 'Rs', hidden: false };
const offers = { cashOnDelivery: true, acceptReturns: false, acceptCardPayment: false };

describe('the merchant’s word on tax beside a price', () => {
  it('reads the site schema’s tax display and free-delivery threshold for the shopper’s currency, nothing while prices hide', () => {
    const site = buildSite();
    expect(priceDisplayFor(site, 'LKR')).toMatchObject({ taxDisplay: 'ADDED_AT_CHECKOUT', freeDeliveryFrom: 15000 });
    expect(priceDisplayFor({ ...site, commerceSettings: { taxDisplay: 'INCLUDED' } }, 'USD')).toEqual({
      code: 'USD',
      symbol: '$',
      hidden: false,
      taxDisplay: 'INCLUDED',
    });
    const withoutSettings = { ...site, commerceSettings: undefined };
    expect(priceDisplayFor(withoutSettings, 'LKR')).toEqual({ code: 'LKR', symbol: 'Rs', hidden: false });
    const hidden = { ...site, generalSettings: { ...site.generalSettings, hideProductPrice: true } };
    expect(priceDisplayFor(hidden, 'LKR')).toEqual({ code: 'LKR', symbol: 'Rs', hidden: true });
  });

  it('says tax is included, or added at checkout, as text under the product page’s price', () => {
    const { unmount } = renderWithIntl(<PriceBlock product={productFixture()} display={{ ...LKR, taxDisplay: 'INCLUDED' }} />);
    expect(screen.getByTestId('tax-note')).toHaveTextContent('Tax included');
    unmount();
    renderWithIntl(<PriceBlock product={productFixture()} display={{ ...LKR, taxDisplay: 'ADDED_AT_CHECKOUT' }} />);
    expect(screen.getByTestId('tax-note')).toHaveTextContent('Tax added at checkout');
    expect(screen.getByTestId('price')).toHaveTextContent(/^Price: Rs\s?5,000\.00$/);
  });

  it('says nothing of tax when the merchant does not', () => {
    renderWithIntl(<PriceBlock product={productFixture()} display={LKR} />);
    expect(screen.getByTestId('price')).toBeInTheDocument();
    expect(screen.queryByTestId('tax-note')).toBeNull();
  });

  it('puts the note under a product card’s price too', () => {
    renderWithIntl(
      <PriceDisplayProvider value={{ ...LKR, taxDisplay: 'ADDED_AT_CHECKOUT' }}>
        <ul>
          <ProductCardView
            card={{ href: '/products/x', name: 'Linen Shirt', first: 'a.png', id: 'p-1', varianceKey: '', price: { now: 'Rs 5,000.00' } }}
          />
        </ul>
      </PriceDisplayProvider>,
    );
    expect(screen.getByTestId('tax-note')).toHaveTextContent('Tax added at checkout');
  });
});

describe('delivery cost and time in the product page’s delivery box', () => {
  const range = { minPrice: 350, maxPrice: 1200, days: { min: 1, max: 5 } };

  it('gives the location’s plans’ price range and working days, and the free-delivery threshold', () => {
    renderWithIntl(
      <DeliveryOptions {...offers} delivery={{ location: 'Lanka Living Colombo', range }} display={{ ...LKR, freeDeliveryFrom: 15000 }} />,
    );
    const facts = screen.getByTestId('delivery-facts');
    expect(facts).toHaveTextContent('Home delivery from Lanka Living Colombo');
    expect(facts).toHaveTextContent(
      /Delivery costs Rs\s?350\.00 to Rs\s?1,200\.00, depending on your address\. Arrives in 1 to 5 working days\./,
    );
    expect(facts).toHaveTextContent(/Free delivery on orders of Rs\s?15,000\.00 or more\./);
    expect(screen.getByRole('region', { name: 'Delivery options' })).toContainElement(facts);
  });

  it('gives one price and one day when the plans agree, and no threshold without the rule', () => {
    renderWithIntl(
      <DeliveryOptions
        {...offers}
        delivery={{ location: 'Kandy', range: { minPrice: 400, maxPrice: 400, days: { min: 2, max: 2 } } }}
        display={LKR}
      />,
    );
    expect(screen.getByTestId('delivery-facts')).toHaveTextContent(/Delivery costs Rs\s?400\.00\. Arrives in 2 working days\./);
    expect(screen.queryByText(/Free delivery/)).toBeNull();
  });

  it('says nothing of delivery before a location is chosen, when nothing is known, or while prices hide', () => {
    const { unmount } = renderWithIntl(<DeliveryOptions {...offers} delivery={null} display={LKR} />);
    expect(screen.queryByTestId('delivery-facts')).toBeNull();
    unmount();
    const second = renderWithIntl(<DeliveryOptions {...offers} delivery={{ location: 'Kandy', range: null }} display={LKR} />);
    expect(screen.queryByTestId('delivery-facts')).toBeNull();
    second.unmount();
    renderWithIntl(
      <DeliveryOptions {...offers} delivery={{ location: 'Kandy', range }} display={{ ...LKR, hidden: true, freeDeliveryFrom: 15000 }} />,
    );
    expect(screen.queryByTestId('delivery-facts')).toBeNull();
  });
});
