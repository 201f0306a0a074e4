import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '@/test/intl';
import { ProductGallery } from './product-gallery';

const images = ['products/a/1.webp', 'products/a/2.webp', 'products/a/3.webp'];

describe('full-screen image viewer', () => {
  it('opens from the main image as a dialog at the large size, steps between images and closes with Escape', async () => {
    const user = userEvent.setup();
    renderWithIntl(<ProductGallery images={images} name="Clay Pot" fullScreen />);
    await user.click(screen.getByRole('button', { name: 'Image 2' }));
    const open = screen.getByRole('link', { name: 'View images full screen' });
    expect(open).toHaveAttribute('aria-haspopup', 'dialog');
    // Before the script runs (or with a modifier key) the press opens the large image itself.
    expect(open).toHaveAttribute('href', '/media/products/a/2.webp?w=1920');
    await user.click(open);

    const dialog = await screen.findByRole('dialog', { name: /Clay Pot/ });
    expect(within(dialog).getByText('Image 2 of 3')).toBeInTheDocument();
    // The large sources: no square crop, widths up to 1920 px.
    const shown = within(dialog).getByRole('img', { name: 'Clay Pot' });
    expect(shown.getAttribute('src')).toContain('products%2Fa%2F2.webp');
    expect(shown.getAttribute('src')).not.toContain('ar%3D');
    expect(shown.getAttribute('srcset')).toContain('w=1920');

    await user.click(within(dialog).getByRole('button', { name: 'Next image' }));
    await waitFor(() => expect(within(dialog).getByText('Image 3 of 3')).toBeInTheDocument());
    expect(within(dialog).getByRole('button', { name: 'Next image' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Zoom image' })).toHaveAttribute('aria-pressed', 'false');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(open).toHaveFocus());
  });

  it('closes with its Close button', async () => {
    const user = userEvent.setup();
    renderWithIntl(<ProductGallery images={images} name="Clay Pot" fullScreen />);
    await user.click(screen.getByRole('link', { name: 'View images full screen' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is not offered inside the quick view (itself a dialog)', () => {
    renderWithIntl(<ProductGallery images={images} name="Clay Pot" />);
    expect(screen.queryByRole('link', { name: 'View images full screen' })).toBeNull();
  });
});
