import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { purchaseResponse, type AddressInput, type OrderStatus } from '../../lib/api/cart-schemas';
import { INVENTORY_HEADER } from '../../lib/api/http';
import { buildApp } from '../app';
import type { Db } from '../core/database';
import { moveOrder } from '../modules/orders/order-status';
import { ProfileRepository } from '../modules/profile/profile-repository';

/** What the demo customers' history is made of; the fixture's values in tests, the demo shop's in `npm run seed`. */
export interface DemoAccountPlan {
  tenant: string;
  location: string;
  product: { id: string; varianceKey: string };
  wishList: { baseId: string; varianceKey: string }[];
  /** Home first: it becomes both defaults. Names are replaced by the customer's. */
  addresses: AddressInput[];
  deliveryPlanId: string;
}

/** Order histories: each order is placed through the real cart and moved along the allowed status moves. */
const HISTORY: readonly (readonly OrderStatus[])[] = [
  ['READY_TO_DISPATCH', 'DISPATCHED', 'COMPLETED'],
  ['CANCELLED'],
  ['READY_TO_DISPATCH', 'DISPATCHED'],
  [],
];

/**
 * Gives each demo customer with no addresses and no orders yet two addresses, a wish list and orders
 * in several statuses, placed through the API's own cart and checkout code (in process, never listening).
 * Customers who already have data keep it: a re-seed does not add history twice.
 */
export async function seedDemoAccounts(
  db: Db,
  customers: Record<string, string>,
  plan: DemoAccountPlan,
  now = new Date(),
): Promise<number> {
  const profiles = new ProfileRepository(db);
  const fresh = Object.entries(customers).filter(([, id]) => profiles.addresses(id).length === 0 && !hasOrders(db, id));
  if (fresh.length === 0) return 0;

  const byToken = new Map(fresh.map(([email, id]) => [id, email]));
  const app = buildApp({
    db,
    tenant: plan.tenant,
    imageDir: join(tmpdir(), 'unused-images'),
    commerce: {
      verifyBearer: (token) => (byToken.has(token) ? { userId: token, email: byToken.get(token) ?? null } : null),
      uploadDir: join(tmpdir(), 'unused-uploads'),
    },
  });
  const base = `/${plan.tenant}/customer-api/v2`;
  try {
    for (const [email, id] of fresh) {
      const record = profiles.profile(id);
      const [firstName = 'Demo', ...rest] = (record?.name ?? 'Demo Customer').split(' ');
      const lastName = rest.join(' ') || 'Customer';
      const call = async (path: string, body?: unknown): Promise<unknown> => {
        const res = await app.inject({
          method: 'POST',
          url: `${base}/${path}`,
          headers: { authorization: `Bearer ${id}`, [INVENTORY_HEADER]: plan.location },
          ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
        });
        if (res.statusCode !== 200) throw new Error(`Seeding ${email}: ${path} answered ${res.statusCode} ${res.body}`);
        return res.json();
      };

      for (const address of plan.addresses) await call('profile/update/address', { ...address, firstName, lastName });
      plan.wishList.forEach((item, i) => profiles.addToWishList(id, item, new Date(now.getTime() + i)));

      for (const moves of HISTORY) {
        const [home] = plan.addresses;
        await call('cart/add', { productId: plan.product.id, varianceKey: plan.product.varianceKey, quantity: 1 });
        await call('cart/set/email', { email });
        await call('cart/set/shipping-address', { ...home, firstName, lastName });
        await call('cart/set/delivery-method', { deliveryMethod: 'delivery' });
        await call('cart/set/delivery-plan', { deliveryPlanId: plan.deliveryPlanId });
        await call('cart/set/payment-method', { paymentMethod: 'CASH' });
        const placed = purchaseResponse.parse(await call('cart/purchase'));
        if (placed.kind !== 'ORDER_PLACED') throw new Error(`Seeding ${email}: a cash order was not placed`);
        for (const status of moves) moveOrder(db, placed.orderId, status, status === 'CANCELLED' ? 'Changed my mind' : null, now);
      }
    }
  } finally {
    await app.close();
  }
  return fresh.length;
}

function hasOrders(db: Db, customerId: string): boolean {
  return (
    db.prepare<[string], { n: number }>("SELECT 1 AS n FROM orders WHERE owner_kind = 'user' AND owner_key = ?").get(customerId) !==
    undefined
  );
}
