import { CartIcon } from '@/components/layout/icons';

/** The look of the header cart's button (the link, the stand-in and the dropdown's own). */
export const CART_BUTTON = 'cart-button';

// An empty cart shows no badge: a lone '0' would also be visible text missing from the button's name.
function Badge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="cart-count"
      className="absolute -right-0.5 -top-0.5 flex min-w-5 items-center justify-center rounded-full bg-accent px-1 text-xs font-bold leading-5 text-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

export function CartButtonFace({ count }: { count: number }) {
  return (
    <>
      <CartIcon />
      <Badge count={count} />
    </>
  );
}
