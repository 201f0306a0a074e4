import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '@/test/intl';
import { ProductGallery } from './product-gallery';

const images = ['products/a/1.webp', 'products/a/2.webp', 'products/a/3.webp'];

describe('product gallery', () => {
  it('shows the first image named after the product, with a thumbnail per image', () => {
    renderWithIntl(<ProductGallery images={images} name="Clay Pot" eager />);
    const main = screen.getByRole('img', { name: 'Clay Pot' });
    expect(main.getAttribute('src')).toContain('/media/products/a/1.webp?');
    // The largest paint of the page: fetched first, at the width the gallery's column needs.
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(main).toHaveAttribute('loading', 'eager');
    expect(main).toHaveAttribute('sizes', '(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw');
    expect(main.getAttribute('srcset')).toContain('/media/products/a/1.webp?w=576&h=576 576w');
    expect(screen.getAllByRole('button', { name: /^Image \d$/ })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Image 1' })).toHaveAttribute('aria-current', 'true');
    // A thumbnail has a fixed size: one image for 1× and one for 2× screens, not every width the shop serves.
    const thumbnail = screen.getByRole('button', { name: 'Image 2' }).querySelector('img');
    expect(thumbnail?.getAttribute('srcset')?.split(', ')).toEqual([
      '/media/products/a/2.webp?w=128&h=128 1x',
      '/media/products/a/2.webp?w=256&h=256 2x',
    ]);
    expect(thumbnail).toHaveAttribute('loading', 'lazy');
  });

  it('a thumbnail chooses the main image', async () => {
    const user = userEvent.setup();
    renderWithIntl(<ProductGallery images={images} name="Clay Pot" />);
    await user.click(screen.getByRole('button', { name: 'Image 3' }));
    expect(screen.getByRole('img', { name: 'Clay Pot' }).getAttribute('src')).toContain('/media/products/a/3.webp?');
    expect(screen.getByRole('button', { name: 'Image 3' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Image 1' })).not.toHaveAttribute('aria-current');
  });

  it('magnifies under the mouse and with the zoom toggle', async () => {
    const user = userEvent.setup();
    renderWithIntl(<ProductGallery images={images} name="Clay Pot" />);
    const magnifier = screen.getByTestId('magnifier');
    expect(magnifier).toHaveAttribute('data-zoomed', 'false');
    fireEvent.pointerMove(magnifier, { pointerType: 'mouse', clientX: 10, clientY: 10 });
    expect(magnifier).toHaveAttribute('data-zoomed', 'true');
    fireEvent.pointerLeave(magnifier);
    expect(magnifier).toHaveAttribute('data-zoomed', 'false');
    await user.click(screen.getByRole('button', { name: 'Zoom image' }));
    expect(screen.getByRole('button', { name: 'Zoom image' })).toHaveAttribute('aria-pressed', 'true');
    expect(magnifier).toHaveAttribute('data-zoomed', 'true');
  });

  it('has no thumbnails for a single image', () => {
    renderWithIntl(<ProductGallery images={['products/a/1.webp']} name="Clay Pot" />);
    expect(screen.queryByRole('button', { name: /^Image / })).toBeNull();
  });
});
