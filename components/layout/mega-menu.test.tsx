import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MenuItem } from '@/lib/api/schemas';
import { navMenu } from '@/lib/layout/nav-menus';
import type { RelatedCard } from '@/lib/layout/shell-types';
import { clickControl, renderShell } from '@/test/shell';
import { MegaMenu } from './mega-menu';

jest.mock('next/navigation', () => ({
  usePathname: () => '/',
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
  useSearchParams: () => new URLSearchParams(),
  useParams: () => ({}),
}));

const text = (en: string) => ({ en, si: `${en}-si` });
/** A menu whose dropdown holds `groups` groups of one link each (2 × groups items). */
function menuItem(name: string, groups: number): MenuItem {
  return {
    name: text(name),
    link: `/search?tags=cat/${name.toLowerCase()}`,
    menuItems: Array.from({ length: groups }, (_, i) => ({
      name: text(`${name} group ${i}`),
      link: `/search?query=${name}${i}`,
      menuItems: [{ name: text(`${name} link ${i}`), link: `/search?query=${name}-${i}`, menuItems: [] }],
    })),
  };
}
const cards = (n: number): RelatedCard[] =>
  Array.from({ length: n }, (_, i) => ({ id: `p${i}`, name: `Product ${i}`, href: `/products/p${i}`, image: 'products/p.webp', price: 'Rs 100.00', specialPrice: null }));

async function openDropdown(name: string) {
  await clickControl(name);
  const panel = screen.getByRole('link', { name: `View all: ${name}` }).closest('[id^="headlessui-popover-panel"]');
  if (!(panel instanceof HTMLElement)) throw new Error('dropdown panel not found');
  return panel;
}

describe('the mega-menu', () => {
  it.each([
    [3, 1], // 6 items
    [10, 2], // 20 items
    [11, 3], // 22 items
    [16, 4], // 32 items
  ])('lays %i groups out in %i columns (spec §9)', async (groups, columns) => {
    renderShell(<MegaMenu menus={[navMenu(menuItem('Kitchen', groups), 0, 'en')]} alignment="LEFT" />);
    const panel = await openDropdown('Kitchen');
    const list = panel.querySelector('[data-columns]');
    expect(list).toHaveAttribute('data-columns', String(columns));
    expect(list).toHaveClass(`columns-${columns}`);
    expect(within(panel).getAllByRole('link', { name: /Kitchen (group|link) \d+/ })).toHaveLength(groups * 2);
  });

  it('shows the related products it was given beside the groups', async () => {
    renderShell(<MegaMenu menus={[navMenu(menuItem('Decor', 11), 0, 'en', cards(3))]} alignment="LEFT" />);
    const panel = await openDropdown('Decor');
    const related = within(panel).getByRole('region', { name: 'Featured in Decor' });
    expect(within(related).getAllByRole('link')).toHaveLength(3);
    expect(within(related).getAllByRole('link')[0]).toHaveAttribute('href', '/products/p0');
  });

  it('opens and closes with the keyboard, returning focus to its button', async () => {
    renderShell(<MegaMenu menus={[navMenu(menuItem('Textiles', 2), 0, 'en')]} alignment="LEFT" />);
    screen.getByRole('button', { name: 'Textiles' }).focus();
    await userEvent.keyboard('{Enter}');
    // The first key press opens it, whether it reached the stand-in or the dropdown that replaced it.
    const button = await screen.findByRole('button', { name: 'Textiles', expanded: true });
    expect(screen.getByRole('link', { name: 'Textiles link 0' })).toHaveAttribute('href', '/search?query=Textiles-0');
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('keeps six menus in the bar and moves the rest into More', async () => {
    const names = ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight'];
    renderShell(<MegaMenu menus={names.map((n, i) => navMenu(menuItem(n, 1), i, 'en'))} alignment="CENTER" />);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getAllByRole('button').map((b) => b.textContent)).toEqual(['One', 'Two', 'Three', 'Four', 'Five', 'More']);
    await clickControl('More');
    for (const name of ['Six', 'Seven', 'Eight']) expect(screen.getByRole('link', { name })).toBeInTheDocument();
    // 3 menus and 3 groups: 6 items, one column.
    expect(document.querySelector('[data-columns]')).toHaveAttribute('data-columns', '1');
  });

  it('shows six menus without a More menu, and a menu without groups as a plain link', () => {
    const menus = ['A', 'B', 'C', 'D', 'E'].map((n, i) => navMenu(menuItem(n, 1), i, 'en'));
    menus.push(navMenu(menuItem('Offers', 0), 5, 'en'));
    renderShell(<MegaMenu menus={menus} alignment="RIGHT" />);
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Offers' })).toHaveAttribute('href', '/search?tags=cat/offers');
  });

  it('names menus in the shopper language', () => {
    renderShell(<MegaMenu menus={[navMenu(menuItem('Tea', 1), 0, 'si')]} alignment="LEFT" />, { locale: 'si' });
    expect(screen.getByRole('button', { name: 'Tea-si' })).toBeInTheDocument();
  });
});
