import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import type { AnchorHTMLAttributes } from 'react';
import { renderToString } from 'react-dom/server';
import type { Cart, DeliveryPlan } from '@/lib/api/cart-schemas';
import en from '@/messages/en.json';
import { fakeCartRoutes, navigationMock, renderWithShop } from '@/test/cart-kit';
import { cartData, cartItemData, checkoutAddress, checkoutMoney, productData } from '@/test/fixtures/cart';
import { continueShipping } from '@/test/actions/checkout';
import { CheckoutView } from './checkout-view';

jest.mock('@/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
  useRouter: () => navigationMock,
}));

const items = [cartItemData(productData(), 1)];
const plans = [
  { id: 'metro-standard', label: { en: 'Standard' }, price: 350 },
  { id: 'metro-express', label: { en: 'Express' }, price: 750 },
] as DeliveryPlan[];
const view = (cart: Cart, initialPlans?: DeliveryPlan[]) => (
  <CheckoutView
    initialCart={cart}
    initialPlans={initialPlans}
    money={checkoutMoney}
    country="Sri Lanka"
    timeZone="Asia/Colombo"
    mapTileUrl="https://tiles.test/{z}/{x}/{y}.png"
  />
);

/** The page as the server sends it, parsed: what a shopper can use before the script runs. */
function serverPage(cart: Cart, initialPlans?: DeliveryPlan[]): Document {
  const client = new QueryClient();
  const html = renderToString(
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Colombo">
        {view(cart, initialPlans)}
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
  return new DOMParser().parseFromString(html, 'text/html');
}

const continueOf = (page: Document) => [...page.querySelectorAll('button')].find((b) => b.textContent === 'Continue') as HTMLButtonElement;

describe('the shipping step before the script runs', () => {
  it("posts the method radios with Continue to the step's form", () => {
    const page = serverPage(cartData(items, { email: 'guest@example.com' }));
    expect(page.getElementById('shipping-step-form')).not.toBeNull();
    const button = continueOf(page);
    expect(button.getAttribute('type')).toBe('submit');
    expect(button.getAttribute('form')).toBe('shipping-step-form');
    expect(button.hasAttribute('disabled')).toBe(false);
    const radios = [...page.querySelectorAll('input[name=delivery-method]')];
    expect(radios.map((r) => [r.getAttribute('value'), r.getAttribute('form')])).toEqual([
      ['delivery', 'shipping-step-form'],
      ['store', 'shipping-step-form'],
    ]);
    // None chosen: the browser asks for one instead of posting an empty step.
    expect(radios.every((r) => r.hasAttribute('required'))).toBe(true);
  });

  it('renders the plans of a cart that delivers to an address, posted with Continue', () => {
    const cart = cartData(items, { email: 'guest@example.com', deliveryMethod: 'delivery', shippingAddress: checkoutAddress });
    const page = serverPage(cart, plans);
    const radios = [...page.querySelectorAll('input[name=delivery-plan]')];
    expect(radios.map((r) => [r.getAttribute('value'), r.getAttribute('form')])).toEqual([
      ['metro-standard', 'shipping-step-form'],
      ['metro-express', 'shipping-step-form'],
    ]);
    expect(page.querySelector('input[name=delivery-method][value=delivery]')?.hasAttribute('checked')).toBe(true);
    // A switch to pickup posts without a plan: the plans are not required.
    expect(radios.some((r) => r.hasAttribute('required'))).toBe(false);
  });
});

describe('the shipping step once the script ran', () => {
  it("saves a choice as it changes; Continue sends the step's function the ticked choice, which sets nothing saved already", async () => {
    const start = cartData(items, { email: 'guest@example.com' });
    const routes = fakeCartRoutes(start, (req) => {
      if (req.method === 'GET') return req.path === '/api/cart' ? undefined : { status: 200, body: [] };
      routes.state.cart = { ...(routes.state.cart ?? start), deliveryMethod: 'store' };
      return { status: 200, body: routes.state.cart };
    });
    const saves = () => routes.sent.filter((r) => r.method === 'POST');
    renderWithShop(view(start));
    await userEvent.click(await screen.findByRole('radio', { name: 'Store Pickup' }));
    await waitFor(() =>
      expect(saves()).toEqual([{ method: 'POST', path: '/api/cart/set/delivery-method', body: { deliveryMethod: 'store' } }]),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(continueShipping).toHaveBeenCalledTimes(1));
    expect((continueShipping.mock.calls[0]?.[1] as FormData).get('delivery-method')).toBe('store');
    expect(saves()).toHaveLength(1);
  });
});
