import { fireEvent, screen } from '@testing-library/react';
import { renderShell } from '@/test/shell';
import { MenuEntry } from './smart-link';

describe('a menu entry', () => {
  it('with a link is that link, with the text’s classes and the link’s own', () => {
    const onClick = jest.fn();
    const { container } = renderShell(
      <MenuEntry
        link={{ kind: 'internal', href: '/search?query=pot' }}
        className="text-ink-muted"
        linkClassName="hover:underline"
        onClick={onClick}
      >
        Cookware
      </MenuEntry>,
    );
    const link = screen.getByRole('link', { name: 'Cookware' });
    expect(link).toHaveAttribute('href', '/search?query=pot');
    expect(link).toHaveAttribute('class', 'text-ink-muted hover:underline');
    expect(container.querySelector('span')).toBeNull();
    fireEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('with an outside link is a plain anchor that sends no referrer', () => {
    renderShell(
      <MenuEntry link={{ kind: 'external', href: 'https://example.com/sale' }} linkClassName="hover:underline">
        Sale
      </MenuEntry>,
    );
    const link = screen.getByRole('link', { name: 'Sale' });
    expect(link).toHaveAttribute('href', 'https://example.com/sale');
    expect(link).toHaveAttribute('class', 'hover:underline');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('without a link is its text in a span of the text’s classes only', () => {
    const { container } = renderShell(
      <MenuEntry link={null} className="text-ink-muted" linkClassName="hover:underline">
        Cookware
      </MenuEntry>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.innerHTML).toBe('<span class="text-ink-muted">Cookware</span>');
  });

  it('without a link or classes is its text as it is', () => {
    const { container } = renderShell(
      <MenuEntry link={null} linkClassName="hover:underline">
        <strong>Cookware</strong>
      </MenuEntry>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.innerHTML).toBe('<strong>Cookware</strong>');
  });
});
