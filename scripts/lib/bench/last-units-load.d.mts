import type { CartSetup, Percentiles } from './cart-load.mjs';

export interface ShopperWarning {
  type: 'LOW_STOCK' | 'UNAVAILABLE' | 'PRODUCT_DISABLED';
  availableQuantity: number;
  productId: string;
  varianceKey: string;
  productName: Record<string, string>;
  variances: string;
  brand: string;
}

export interface LastUnitsResult {
  shoppers: number;
  product: CartSetup['product'];
  durationSeconds: number;
  setupFailures: Array<{ shopper: number; path?: string; status?: number; body?: unknown; error?: string }>;
  statuses: Record<string, number>;
  errors5xx: number;
  orderIds: string[];
  /** Purchase answers of an outage (5xx, or 0 for no answer) that a shopper pressed again after. */
  outages: Array<{ status: number; code: string | null; message: string | null }>;
  refused: Array<{ shopper: number; status: number; code: string | null; message: string | null; warning: ShopperWarning | null }>;
  purchase: { count: number } & Percentiles;
}

export function buyLastUnits(options: {
  web: string;
  setup: CartSetup;
  shoppers?: number;
  whilePurchasing?: () => Promise<void>;
  retryOutageMs?: number;
}): Promise<LastUnitsResult>;

export function shelf(
  databasePath: string,
  where: Pick<CartSetup, 'product' | 'location'>,
): {
  set(quantity: number): void;
  read(): { stock: number | null; orders: Array<{ id: string; cartId: string; units: number }> };
};
