import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MenuItem } from '@/lib/api/schemas';
import { navMenu, topMenu } from '@/lib/layout/nav-menus';
import type { NavMenu, RelatedCard } from '@/lib/layout/shell-types';
import { jsonAnswer, renderShell } from '@/test/shell';
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
  Array.from({ length: n }, (_, i) => ({
    id: `p${i}`,
    name: `Product ${i}`,
    href: `/products/p${i}`,
    image: 'products/p.webp',
    price: 'Rs 100.00',
    specialPrice: null,
  }));

const menuCalls = () => (global.fetch as jest.Mock).mock.calls.filter(([url]) => String(url).startsWith('/api/menus'));

/**
 * Renders the bar with the page's top-level menus, `/api/menus` answering `answer` (the full menus of
 * the same schema menus, or an HTTP status). Answers wait for `gate` when one is given.
 */
function renderBar(
  items: MenuItem[],
  options: { locale?: 'en' | 'si'; related?: RelatedCard[][]; answer?: number; gate?: Promise<void> } = {},
) {
  const locale = options.locale ?? 'en';
  const full: NavMenu[] = items.map((m, i) => navMenu(m, i, locale, options.related?.[i] ?? []));
  global.fetch = jest.fn(async (url: string) => {
    await options.gate;
    if (!String(url).startsWith('/api/menus')) return jsonAnswer({});
    return options.answer ? jsonAnswer({ code: 'E500', message: 'An error occurred' }, options.answer) : jsonAnswer(full);
  }) as unknown as typeof fetch;
  return renderShell(
    <MegaMenu menus={items.map((m, i) => topMenu(m, i, locale))} alignment="LEFT" currency="LKR" inventoryId="loc-colombo" />,
    { locale },
  );
}

/** A tap on a bar button (jsdom has no popovers: the panels are always in its document; the tap loads their content). */
const clickControl = (name: string) => userEvent.click(screen.getByRole('button', { name }));

async function openDropdown(name: string) {
  await clickControl(`${name} menu`);
  const panel = (await screen.findByRole('link', { name: `View all: ${name}` })).closest('[popover]');
  if (!(panel instanceof HTMLElement)) throw new Error('dropdown panel not found');
  // The menu's link shows at once; its groups once the menus have come.
  await waitFor(() => expect(panel.querySelector('[data-columns]')).not.toBeNull());
  return panel;
}

describe('the mega-menu', () => {
  it.each([
    [3, 1], // 6 items
    [10, 2], // 20 items
    [11, 3], // 22 items
    [16, 4], // 32 items
  ])('lays %i groups out in %i columns (spec §9)', async (groups, columns) => {
    renderBar([menuItem('Kitchen', groups)]);
    const panel = await openDropdown('Kitchen');
    const list = panel.querySelector('[data-columns]');
    expect(list).toHaveAttribute('data-columns', String(columns));
    expect(list).toHaveClass(`columns-${columns}`);
    expect(within(panel).getAllByRole('link', { name: /Kitchen (group|link) \d+/ })).toHaveLength(groups * 2);
  });

  it('shows the related products it was given beside the groups', async () => {
    renderBar([menuItem('Decor', 11)], { related: [cards(3)] });
    const panel = await openDropdown('Decor');
    const related = within(panel).getByRole('region', { name: 'Featured in Decor' });
    expect(within(related).getAllByRole('link')).toHaveLength(3);
    expect(within(related).getAllByRole('link')[0]).toHaveAttribute('href', '/products/p0');
  });

  it('carries only the top-level links until a menu is used, then loads every dropdown with one request', async () => {
    renderBar([menuItem('Kitchen', 2), menuItem('Decor', 2)], { related: [cards(2), cards(2)] });
    expect(screen.getByRole('link', { name: 'Kitchen' })).toHaveAttribute('href', '/search?tags=cat/kitchen');
    expect(screen.getByRole('link', { name: 'Decor' })).toHaveAttribute('href', '/search?tags=cat/decor');
    expect(screen.queryByText('Kitchen group 0')).toBeNull();
    expect(menuCalls()).toHaveLength(0);

    await openDropdown('Kitchen');
    expect(menuCalls()).toHaveLength(1);
    expect(String(menuCalls()[0]?.[0])).toBe('/api/menus?locale=en&currency=LKR');
    await userEvent.keyboard('{Escape}');
    const decor = await openDropdown('Decor');
    expect(within(decor).getByRole('region', { name: 'Featured in Decor' })).toBeInTheDocument();
    expect(menuCalls()).toHaveLength(1);
  });

  it('shows that the dropdown is loading in its own space until the menus come', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    renderBar([menuItem('Tea', 2)], { gate });
    await clickControl('Tea menu');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    // The menu's own link is there meanwhile.
    expect(screen.getByRole('link', { name: 'View all: Tea' })).toHaveAttribute('href', '/search?tags=cat/tea');
    await act(async () => release());
    expect(await screen.findByRole('link', { name: 'Tea link 1' })).toHaveAttribute('href', '/search?query=Tea-1');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says so in the dropdown when the menus cannot be loaded, the menu link still there', async () => {
    renderBar([menuItem('Kitchen', 2)], { answer: 502 });
    await clickControl('Kitchen menu');
    expect(await screen.findByRole('alert')).toHaveTextContent('The menu could not be loaded. Please try again.');
    expect(screen.getByRole('link', { name: 'View all: Kitchen' })).toHaveAttribute('href', '/search?tags=cat/kitchen');
  });

  it('opens with no script: each button names the popover right after it, which holds the menu link', () => {
    renderBar([menuItem('Textiles', 2)]);
    const button = screen.getByRole('button', { name: 'Textiles menu' });
    const panel = button.nextElementSibling;
    expect(panel).toHaveAttribute('popover', 'auto');
    expect(button).toHaveAttribute('popovertarget', panel?.id);
    expect(within(panel as HTMLElement).getByRole('link', { name: 'View all: Textiles' })).toHaveAttribute(
      'href',
      '/search?tags=cat/textiles',
    );
    expect(menuCalls()).toHaveLength(0);
  });

  it('loads the dropdowns when the keyboard reaches a button', async () => {
    renderBar([menuItem('Textiles', 2)]);
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Textiles menu' })).toHaveFocus();
    expect(await screen.findByRole('link', { name: 'Textiles link 0' })).toHaveAttribute('href', '/search?query=Textiles-0');
  });

  it('keeps six menus in the bar and moves the rest into More', async () => {
    const names = ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight'];
    renderBar(names.map((n) => menuItem(n, 1)));
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['One menu', 'Two menu', 'Three menu', 'Four menu', 'Five menu', 'More']);
    await clickControl('More');
    for (const name of ['Six', 'Seven', 'Eight']) expect(await screen.findByRole('link', { name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Six group 0' })).toHaveAttribute('href', '/search?query=Six0');
    // 3 menus and 3 groups: 6 items, one column.
    expect(document.querySelector('[data-columns]')).toHaveAttribute('data-columns', '1');
  });

  it('shows six menus without a More menu, and a menu without groups as a plain link', () => {
    renderBar([...['A', 'B', 'C', 'D', 'E'].map((n) => menuItem(n, 1)), menuItem('Offers', 0)]);
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Offers menu' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Offers' })).toHaveAttribute('href', '/search?tags=cat/offers');
  });

  it('names menus in the shopper language', async () => {
    renderBar([menuItem('Tea', 1)], { locale: 'si' });
    expect(screen.getByRole('link', { name: 'Tea-si' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tea-si මෙනුව' })).toBeInTheDocument();
    await clickControl('Tea-si මෙනුව');
    await waitFor(() => expect(menuCalls()).toHaveLength(1));
    expect(String(menuCalls()[0]?.[0])).toContain('locale=si');
    expect(await screen.findByRole('link', { name: 'Tea group 0-si' })).toBeInTheDocument();
  });
});
