import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import type { InventoryLocation, SiteSchema } from '@/lib/api/schemas';
import { renderShell } from '@/test/shell';
import { Footer } from './footer';

jest.mock('next/navigation', () => ({
  usePathname: () => '/',
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
  useSearchParams: () => new URLSearchParams(),
  useParams: () => ({}),
}));

const footer: SiteSchema['footer'] = {
  address: '1 Galle Road',
  addressTwo: null,
  city: 'Colombo 03',
  postalCode: '00300',
  telephone: '+94 11 234 5678',
  email: 'hello@fixture.example',
  aboutUs: { en: 'We sell fixtures.' },
  logoURL: null,
  enableNewsLetter: true,
  enableSocialMediaConfigs: true,
  socialMediaConfig: [
    { media: 'facebook', link: 'https://facebook.com/fixture' },
    { media: 'pinterest', link: 'https://pinterest.com/fixture' },
    { media: 'tikTok', link: 'javascript:alert(1)' },
  ],
  socialMediaWithStandardColors: true,
  pageLinkObjects: [
    { url: '/information/page/about-us', pageTitle: { en: 'About us', si: 'අප ගැන' } },
    { url: 'https://blog.fixture.example/', pageTitle: { en: 'Blog' } },
    { url: 'javascript:alert(1)', pageTitle: { en: 'Bad' } },
  ],
};

const kandy: InventoryLocation = {
  id: 'loc-kandy',
  name: 'Kandy',
  address: {
    addressLine1: '5 Temple Street',
    addressLine2: null,
    city: 'Kandy',
    province: 'Central',
    postalCode: '20000',
    contactNumber: '+94 81 234 5678',
    contactNumber2: null,
  },
};

function renderFooter(
  overrides: Partial<SiteSchema['footer']> = {},
  location: InventoryLocation | null = null,
  locale: 'en' | 'si' = 'en',
) {
  return renderShell(
    <Footer
      schema={{ merchantName: 'Fixture Goods', footer: { ...footer, ...overrides } }}
      location={location}
      locale={locale}
      logo={null}
      year={2031}
    />,
    { locale },
  );
}

describe('the footer', () => {
  it('opens page links in a new tab, safely', () => {
    renderFooter();
    const pages = within(screen.getByRole('navigation', { name: 'Information' }));
    const about = pages.getByRole('link', { name: /About us/ });
    expect(about).toHaveAttribute('href', '/information/page/about-us');
    expect(about).toHaveAttribute('target', '_blank');
    expect(about).toHaveAttribute('rel', 'noopener noreferrer');
    expect(about).toHaveAccessibleName('About us (Opens in a new tab)');
    expect(pages.getByRole('link', { name: /Blog/ })).toHaveAttribute('target', '_blank');
    expect(pages.queryByRole('link', { name: /Bad/ })).toBeNull();
  });

  it('gives known social kinds their icon and unknown kinds the default one', () => {
    renderFooter();
    const facebook = screen.getByRole('link', { name: 'Fixture Goods on Facebook' });
    expect(facebook.querySelector('svg')).toHaveAttribute('data-social', 'facebook');
    const pinterest = screen.getByRole('link', { name: 'Fixture Goods on Pinterest' });
    expect(pinterest.querySelector('svg')).toHaveAttribute('data-social', 'default');
    // The drawings come from one cached sprite, each icon a reference to a symbol the file has.
    const sprite = readFileSync(join(process.cwd(), 'public/icons/social.svg'), 'utf8');
    for (const link of [facebook, pinterest]) {
      const href = link.querySelector('use')?.getAttribute('href') ?? '';
      expect(href).toMatch(/^\/icons\/social\.svg\?v=\d+#\w+$/);
      expect(sprite).toContain(`<symbol id="${href.split('#')[1]}"`);
      expect(link.querySelector('path')).toBeNull();
    }
    expect(pinterest).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('link', { name: /TikTok/ })).toBeNull();
  });

  it('hides social icons and the newsletter when the merchant turned them off', () => {
    renderFooter({ enableSocialMediaConfigs: false, enableNewsLetter: false });
    expect(screen.queryByRole('link', { name: /on Facebook/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Your email address' })).toBeNull();
  });

  it('shows the newsletter box with a labelled input and button', () => {
    renderFooter();
    expect(screen.getByRole('textbox', { name: 'Your email address' })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  });

  it('ends with the copyright of the year and the merchant', () => {
    renderFooter();
    expect(screen.getByText('© 2031 Fixture Goods. All rights reserved.')).toBeInTheDocument();
  });

  it("shows the merchant's address without a chosen location", () => {
    renderFooter();
    const address = screen.getByText('1 Galle Road').closest('address');
    expect(address).toHaveTextContent('1 Galle Road');
    expect(address).toHaveTextContent('Colombo 03 00300');
    expect(screen.getByRole('link', { name: /\+94 11 234 5678/ })).toHaveAttribute('href', 'tel:+94112345678');
    expect(screen.getByRole('link', { name: /hello@fixture.example/ })).toHaveAttribute('href', 'mailto:hello@fixture.example');
  });

  it("shows the chosen location's address and phone instead", () => {
    renderFooter({}, kandy);
    expect(screen.getByText('5 Temple Street')).toBeInTheDocument();
    expect(screen.queryByText('1 Galle Road')).toBeNull();
    expect(screen.getByRole('link', { name: /\+94 81 234 5678/ })).toHaveAttribute('href', 'tel:+94812345678');
  });

  it('uses the shopper language', () => {
    renderFooter({}, null, 'si');
    expect(screen.getByRole('link', { name: /අප ගැන/ })).toHaveAttribute('href', '/si/information/page/about-us');
  });
});
