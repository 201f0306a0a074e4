/** Where the wish list heart's form posts. */
export const WISH_FORM_ACTION = '/api/wishlist/form';

/** Where the checkout's email step posts its Continue (works before the page's script runs). */
export const CHECKOUT_EMAIL_FORM_ACTION = '/api/cart/set/email/form';

/** Where the checkout's shipping step posts its Continue with the method radios (works before the page's script runs). */
export const CHECKOUT_METHOD_FORM_ACTION = '/api/cart/set/delivery-method/form';

/** The same, once the cart delivers to an address: the plan radios post with the method's. */
export const CHECKOUT_PLAN_FORM_ACTION = '/api/cart/set/delivery-plan/form';

/** Where the checkout's Place Order / Pay Now posts (works before the page's script runs). */
export const PURCHASE_FORM_ACTION = '/api/cart/purchase/form';
