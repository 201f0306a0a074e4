import { screen } from '@testing-library/react';
import { renderWithIntl } from '@/test/intl';
import { productFixture } from '@/test/fixtures/product';
import { StockBadge } from './stock-badge';

describe('StockBadge', () => {
  it('says in stock without a low-stock label when stock is plenty', () => {
    renderWithIntl(<StockBadge product={productFixture({ quantity: 10, minThreshold: 4 })} />);
    expect(screen.getByText('In Stock')).toBeInTheDocument();
    expect(screen.queryByText(/available!/)).toBeNull();
  });

  it('says out of stock when nothing is left', () => {
    renderWithIntl(<StockBadge product={productFixture({ quantity: 0, availability: false, isInStock: false })} />);
    expect(screen.getByText('Out of Stock')).toBeInTheDocument();
    expect(screen.queryByText(/available!/)).toBeNull();
  });

  it('says out of stock when the product is unavailable', () => {
    renderWithIntl(<StockBadge product={productFixture({ quantity: 5, availability: false })} />);
    expect(screen.getByText('Out of Stock')).toBeInTheDocument();
  });

  it('uses the threshold message above half of minThreshold', () => {
    renderWithIntl(<StockBadge product={productFixture({ quantity: 3, minThreshold: 4 })} />);
    expect(screen.getByText('Less than 4 items available!')).toBeInTheDocument();
  });

  it('says last item when exactly one is left', () => {
    renderWithIntl(<StockBadge product={productFixture({ quantity: 1, minThreshold: 4 })} />);
    expect(screen.getByText('Last item available!')).toBeInTheDocument();
  });

  it('counts the items left at or below half of minThreshold', () => {
    renderWithIntl(<StockBadge product={productFixture({ quantity: 2, minThreshold: 4 })} />);
    expect(screen.getByText('Only 2 items available!')).toBeInTheDocument();
  });

  it('shows no label when stock is not tracked', () => {
    renderWithIntl(<StockBadge product={productFixture({ quantity: null })} />);
    expect(screen.getByText('In Stock')).toBeInTheDocument();
    expect(screen.queryByText(/available!/)).toBeNull();
  });
});
