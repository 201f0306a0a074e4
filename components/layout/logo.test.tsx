import { screen } from '@testing-library/react';
import { renderShell } from '@/test/shell';
import { Logo } from './logo';

jest.mock('next/navigation', () => ({
  usePathname: () => '/search',
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
  useSearchParams: () => new URLSearchParams(),
  useParams: () => ({}),
}));

describe('the logo link', () => {
  it('is named by its image alt, as HTML_CodeSniffer (H30) and every reader expect of an image link', () => {
    renderShell(<Logo image="logos/shop.png" merchantName="Fixture Goods" label="Fixture Goods home" />);
    const link = screen.getByRole('link', { name: 'Fixture Goods home' });
    expect(link).not.toHaveAttribute('aria-label');
    expect(link.querySelector('img')).toHaveAttribute('alt', 'Fixture Goods home');
  });

  it('without an image shows the name and keeps the label of the link', () => {
    renderShell(<Logo image={null} merchantName="Fixture Goods" label="Fixture Goods home" />);
    expect(screen.getByRole('link', { name: 'Fixture Goods home' })).toHaveTextContent('Fixture Goods');
  });
});
