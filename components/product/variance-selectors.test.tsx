import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Variance } from '@/lib/api/schemas';
import { renderWithIntl } from '@/test/intl';
import { productFixture } from '@/test/fixtures/product';
import { VarianceSelectors } from './variance-selectors';

const replace = jest.fn();
// jsdom has no Next app router; the selectors only need replace() and the current path.
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace, push: jest.fn(), prefetch: jest.fn(), back: jest.fn(), forward: jest.fn(), refresh: jest.fn() }),
  usePathname: () => '/products/linen-shirt',
  useSearchParams: () => new URLSearchParams(),
  useParams: () => ({}),
}));

beforeEach(() => replace.mockClear());

const product = productFixture();
const swatches: Variance = {
  id: 'shade',
  label: { en: 'Shade' },
  type: 'SWITCH',
  values: ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((v) => ({ label: { en: v.toUpperCase() }, value: v })),
};

describe('variance selectors on the slug route', () => {
  const route = { kind: 'slug', productSlug: 'linen-shirt' } as const;

  it('RADIO values are links to the variant URL with every variance pair', () => {
    renderWithIntl(<VarianceSelectors variances={product.variances} selection={{ color: 'red', size: 'm' }} route={route} />);
    const group = screen.getByRole('group', { name: /Colour/ });
    const blue = within(group).getByRole('link', { name: 'Blue' });
    expect(blue).toHaveAttribute('href', '/products/linen-shirt?color=blue&size=m');
    expect(within(group).getByRole('link', { name: 'Red' })).toHaveAttribute('aria-current', 'true');
    expect(blue).not.toHaveAttribute('aria-current');
  });

  it('DROPDOWN replaces the URL with the new pair and keeps the others', async () => {
    const user = userEvent.setup();
    renderWithIntl(<VarianceSelectors variances={product.variances} selection={{ color: 'red', size: 'm' }} route={route} />);
    const select = screen.getByLabelText('Size');
    expect(select).toHaveValue('m');
    await user.selectOptions(select, 'Large');
    expect(replace).toHaveBeenCalledTimes(1);
    expect(replace.mock.calls[0]?.[0]).toBe('/products/linen-shirt?color=red&size=l');
  });

  it('DROPDOWN is a GET form carrying the other selected pairs for shoppers without JavaScript', () => {
    renderWithIntl(<VarianceSelectors variances={product.variances} selection={{ color: 'red', size: 'm' }} route={route} />);
    const form = screen.getByLabelText('Size').closest('form');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/products/linen-shirt');
    expect(form?.querySelector('input[type=hidden][name=color]')).toHaveValue('red');
    expect(screen.getByLabelText('Size')).toHaveAttribute('name', 'size');
  });

  it('SWITCH swatches sit in rows of 5', () => {
    renderWithIntl(<VarianceSelectors variances={[swatches]} selection={{ shade: 'c' }} route={route} />);
    const group = screen.getByRole('group', { name: /Shade/ });
    const rows = group.querySelectorAll('.grid');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getAllByRole('link')).toHaveLength(5);
    expect(within(rows[1] as HTMLElement).getAllByRole('link')).toHaveLength(2);
    expect(within(group).getByRole('link', { name: 'G' })).toHaveAttribute('href', '/products/linen-shirt?shade=g');
  });
});

describe('variance selectors on the id route', () => {
  const route = { kind: 'id', productId: 'p-100' } as const;

  it('links carry the varianceKey of the new selection', () => {
    renderWithIntl(<VarianceSelectors variances={product.variances} selection={{ color: 'red', size: 'm' }} route={route} />);
    expect(screen.getByRole('link', { name: 'Blue' })).toHaveAttribute('href', '/product/p-100?varianceKey=color%3Ablue%7Csize%3Am');
  });

  it('the dropdown submits a whole varianceKey', async () => {
    const user = userEvent.setup();
    renderWithIntl(<VarianceSelectors variances={product.variances} selection={{ color: 'red', size: 'm' }} route={route} />);
    const select = screen.getByLabelText('Size');
    expect(select).toHaveAttribute('name', 'varianceKey');
    expect(select).toHaveValue('color:red|size:m');
    await user.selectOptions(select, 'Small');
    expect(replace.mock.calls[0]?.[0]).toBe('/product/p-100?varianceKey=color%3Ared%7Csize%3As');
  });
});

describe('variance selectors in the quick view', () => {
  it('change local state instead of the URL', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    renderWithIntl(<VarianceSelectors variances={product.variances} selection={{ color: 'red', size: 'm' }} onSelect={onSelect} />);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Blue' }));
    expect(onSelect).toHaveBeenLastCalledWith({ color: 'blue', size: 'm' });
    await user.selectOptions(screen.getByLabelText('Size'), 'Small');
    expect(onSelect).toHaveBeenLastCalledWith({ color: 'red', size: 's' });
    expect(screen.getByRole('button', { name: 'Red' })).toHaveAttribute('aria-pressed', 'true');
    expect(replace).not.toHaveBeenCalled();
  });
});
