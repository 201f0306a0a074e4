/** Where the checkout's Place Order / Pay Now posts (works before the page's script runs). */
export const PURCHASE_FORM_ACTION = '/api/cart/purchase/form';
