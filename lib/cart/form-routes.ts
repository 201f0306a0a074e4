/** Where the product page's, the quick view's and the cards' Add to Cart / Buy Now form posts (works before their script runs). */
export const CART_FORM_ACTION = '/api/cart/items/form';

/** Where the wish list heart's form posts. */
export const WISH_FORM_ACTION = '/api/wishlist/form';

/** Where the checkout's email step posts its Continue (works before the page's script runs). */
export const CHECKOUT_EMAIL_FORM_ACTION = '/api/cart/set/email/form';

/** Where the checkout's Place Order / Pay Now posts (works before the page's script runs). */
export const PURCHASE_FORM_ACTION = '/api/cart/purchase/form';
