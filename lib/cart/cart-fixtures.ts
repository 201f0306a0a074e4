import type { Cart, CartItem, CartWarning } from '@/lib/api/cart-schemas';
import type { Product } from '@/lib/api/schemas';

/** Test data shaped as the customer API answers it; each test overrides what it is about. */
export function productData(overrides: Partial<Product> = {}): Product {
  return {
    id: 'p-1',
    baseId: 'p-1',
    varianceKey: 'color:red',
    varianceSlug: 'red',
    productSlug: 'linen-shirt',
    sku: 'LS-RED',
    name: { en: 'Linen Shirt' },
    description: { en: '' },
    price: { LKR: 5000, USD: 20 },
    specialPrice: {},
    enableSpecialPrice: false,
    quantity: 10,
    availability: true,
    isInStock: true,
    minThreshold: 3,
    iconUrl: ['products/linen-shirt.webp'],
    imageReference: 'products/linen-shirt.webp',
    default: true,
    categoryId: 'shirts',
    category: [],
    brand: { name: 'Acme', tag: 'acme', logo: null },
    weight: 0.3,
    createdDate: '2026-01-10T00:00:00.000Z',
    videoLink: null,
    seoConfiguration: null,
    variances: [],
    values: { color: 'red' },
    querySearchParams: 'color=red',
    cashOnDelivery: true,
    acceptReturns: true,
    acceptCardPayment: true,
    ...overrides,
  };
}

export function cartItemData(product: Product, quantity = 1): CartItem {
  const unitPrice = product.price.LKR ?? 0;
  return { itemKey: `${product.id}~${product.varianceKey}`, product, quantity, unitPrice, itemTotal: unitPrice * quantity };
}

export function warningData(overrides: Partial<CartWarning> = {}): CartWarning {
  return {
    type: 'LOW_STOCK',
    availableQuantity: 2,
    productId: 'p-1',
    varianceKey: 'color:red',
    productName: { en: 'Linen Shirt' },
    brand: 'Acme',
    variances: 'Red',
    ...overrides,
  };
}

export function cartData(items: CartItem[] = [], overrides: Partial<Cart> = {}): Cart {
  const subTotal = items.reduce((sum, i) => sum + i.itemTotal, 0);
  return {
    id: 'cart-1',
    items: Object.fromEntries(items.map((i) => [i.itemKey, i])),
    warnings: {},
    promo: null,
    subTotal,
    deliveryChargers: 0,
    tax: 0,
    totalPriceDiscounts: 0,
    total: subTotal,
    itemCount: items.reduce((sum, i) => sum + i.quantity, 0),
    inventoryLocation: 'colombo',
    selectedCurrency: 'LKR',
    orderStatus: 'OPEN',
    email: null,
    paymentMethod: null,
    deliveryMethod: 'none',
    deliveryPlan: null,
    shippingAddress: null,
    billingAddress: null,
    isBillingSameAsShipping: true,
    store: null,
    orderDueDate: null,
    orderDueTime: null,
    deliveryType: null,
    storePickupDueDate: null,
    storePickupDueTime: null,
    pickupType: null,
    additionalInfo: null,
    file: null,
    saveCardOptions: { useSavedCard: false, saveCard: false, cardId: null },
    lastOrderId: null,
    ...overrides,
  };
}
