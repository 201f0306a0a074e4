import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LiveRegionProvider } from '@/components/ui/live-region';
import type { Cart } from '@/lib/api/cart-schemas';
import { useCart } from '@/lib/queries/use-cart';
import { fakeCartRoutes, renderWithShop } from '@/test/cart-kit';
import { cartData, cartItemData, productData } from '@/test/fixtures/cart';
import { OrderNotes } from './order-notes';

const start = cartData([cartItemData(productData(), 1)], { deliveryMethod: 'delivery' });

function Notes() {
  const cart = useCart({ initialData: start }).data as Cart;
  return <OrderNotes cart={cart} />;
}

const show = () =>
  renderWithShop(
    <LiveRegionProvider>
      <Notes />
    </LiveRegionProvider>,
  );

describe('OrderNotes (spec §7 set/additional-info and set/file)', () => {
  it('saves the note when the shopper leaves the field, and says so', async () => {
    const routes = fakeCartRoutes(start, (req) =>
      req.path === '/api/cart/set/additional-info' ? { status: 200, body: { ...start, additionalInfo: 'Ring twice' } } : undefined,
    );
    show();
    await userEvent.type(screen.getByLabelText('Additional information'), 'Ring twice');
    await userEvent.tab();
    expect(await screen.findByText('Note saved', { selector: 'p' })).toBeVisible();
    expect(routes.changes()).toEqual([
      expect.objectContaining({ method: 'POST', path: '/api/cart/set/additional-info', body: { additionalInfo: 'Ring twice' } }),
    ]);
  });

  it('refuses a wrong type and a file over 5 MB in the browser, sending nothing', async () => {
    const routes = fakeCartRoutes(start);
    show();
    const input = screen.getByLabelText('Attach a file');
    await userEvent.upload(input, new File(['hello'], 'note.txt', { type: 'text/plain' }), { applyAccept: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('Only PDF, PNG, JPEG, WebP files can be attached');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const big = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    await userEvent.upload(input, big);
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is larger than 5 MB');
    expect(routes.changes()).toEqual([]);
  });

  it('sends an allowed file and shows it with a Remove button', async () => {
    const attached = { ...start, file: { id: 'f1', name: 'map.png', size: 2048, contentType: 'image/png' } };
    const routes = fakeCartRoutes(start, (req) => {
      if (req.path !== '/api/cart/file') return undefined;
      routes.state.cart = attached;
      return { status: 200, body: attached };
    });
    show();
    await userEvent.upload(screen.getByLabelText('Attach a file'), new File([new Uint8Array(2048)], 'map.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByText('map.png (2 KB) attached', { selector: 'p' })).toBeVisible());
    expect(screen.getByRole('button', { name: /Remove file/ })).toBeEnabled();
    expect(routes.changes().map((r) => r.path)).toEqual(['/api/cart/file']);
  });

  it('says why the shop refused a file for a cart with nothing in it', async () => {
    fakeCartRoutes(start, (req) =>
      req.path === '/api/cart/file'
        ? { status: 409, body: { code: 'E4090', message: 'Add an item to your cart before attaching a file' } }
        : undefined,
    );
    show();
    await userEvent.upload(screen.getByLabelText('Attach a file'), new File([new Uint8Array(64)], 'map.png', { type: 'image/png' }));
    expect(await screen.findByText('Add an item to your cart before attaching a file')).toHaveAttribute('role', 'alert');
  });
});
