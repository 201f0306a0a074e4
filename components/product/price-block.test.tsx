import { screen } from '@testing-library/react';
import { renderWithIntl } from '@/test/intl';
import { productFixture } from '@/test/fixtures/product';
import { PriceBlock, type PriceDisplay } from './price-block';

const LKR: PriceDisplay = { code: 'LKR', symbol: 'Rs', hidden: false };

describe('PriceBlock', () => {
  it('shows the normal price alone when the special price is not enabled', () => {
    renderWithIntl(<PriceBlock product={productFixture({ enableSpecialPrice: false })} display={LKR} />);
    const price = screen.getByTestId('price');
    expect(price).toHaveTextContent('5,000.00');
    expect(price.querySelector('s')).toBeNull();
    expect(price).not.toHaveTextContent('4,000');
  });

  it('shows the special price beside the struck normal price and the discount', () => {
    renderWithIntl(<PriceBlock product={productFixture({ enableSpecialPrice: true })} display={LKR} />);
    const price = screen.getByTestId('price');
    expect(price).toHaveTextContent(/Special price: Rs\s?4,000\.00/);
    expect(price.querySelector('s')).toHaveTextContent(/Regular price: Rs\s?5,000\.00/);
    expect(screen.getByText('20% off')).toBeInTheDocument();
  });

  it('ignores a special price that is not below the price', () => {
    const product = productFixture({ enableSpecialPrice: true, specialPrice: { LKR: 5000 } });
    renderWithIntl(<PriceBlock product={product} display={LKR} />);
    expect(screen.getByTestId('price').querySelector('s')).toBeNull();
    expect(screen.queryByText(/% off/)).toBeNull();
  });

  it('uses the shopper currency', () => {
    renderWithIntl(
      <PriceBlock product={productFixture({ enableSpecialPrice: true })} display={{ code: 'USD', symbol: '$', hidden: false }} />,
    );
    expect(screen.getByTestId('price')).toHaveTextContent('$16.00');
    expect(screen.getByText('20% off')).toBeInTheDocument();
  });

  it('rounds the discount percentage', () => {
    const product = productFixture({ enableSpecialPrice: true, price: { LKR: 3000 }, specialPrice: { LKR: 1999 } });
    renderWithIntl(<PriceBlock product={product} display={LKR} />);
    expect(screen.getByText('33% off')).toBeInTheDocument();
  });

  it('shows no discount badge on cards', () => {
    renderWithIntl(<PriceBlock product={productFixture({ enableSpecialPrice: true })} display={LKR} size="card" />);
    expect(screen.getByTestId('price').querySelector('s')).not.toBeNull();
    expect(screen.queryByText(/% off/)).toBeNull();
  });

  it('renders nothing when the merchant hides prices', () => {
    const { container } = renderWithIntl(<PriceBlock product={productFixture()} display={{ ...LKR, hidden: true }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing when there is no price in the currency', () => {
    const { container } = renderWithIntl(<PriceBlock product={productFixture()} display={{ code: 'EUR', symbol: '€', hidden: false }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
