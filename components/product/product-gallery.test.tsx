import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '@/test/intl';
import { ProductGallery } from './product-gallery';

const images = ['products/a/1.webp', 'products/a/2.webp', 'products/a/3.webp'];

describe('product gallery', () => {
  it('shows the first image named after the product, with a thumbnail per image', () => {
    renderWithIntl(<ProductGallery images={images} name="Clay Pot" />);
    expect(screen.getByRole('img', { name: 'Clay Pot' }).getAttribute('src')).toContain('products%2Fa%2F1.webp');
    expect(screen.getAllByRole('button', { name: /^Image \d$/ })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Image 1' })).toHaveAttribute('aria-current', 'true');
    // A thumbnail has a fixed size: one image for 1× and one for 2× screens, not every width the shop serves.
    const thumbnail = screen.getByRole('button', { name: 'Image 2' }).querySelector('img');
    expect(thumbnail?.getAttribute('srcset')?.split(', ')).toEqual([expect.stringMatching(/ 1x$/), expect.stringMatching(/ 2x$/)]);
  });

  it('a thumbnail chooses the main image', async () => {
    const user = userEvent.setup();
    renderWithIntl(<ProductGallery images={images} name="Clay Pot" />);
    await user.click(screen.getByRole('button', { name: 'Image 3' }));
    expect(screen.getByRole('img', { name: 'Clay Pot' }).getAttribute('src')).toContain('products%2Fa%2F3.webp');
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
