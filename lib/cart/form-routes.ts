/** Where the product page's, the quick view's and the cards' Add to Cart / Buy Now form posts (works before their script runs). */
export const CART_FORM_ACTION = '/api/cart/items/form';

/** Where the wish list heart's form posts. */
export const WISH_FORM_ACTION = '/api/wishlist/form';
