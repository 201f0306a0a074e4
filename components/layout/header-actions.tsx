'use client';

import { HeaderCart } from '@/components/cart/header-cart';
import { PendingCartItem } from '@/components/cart/pending-cart-item';
import { SignInMergeNotice } from '@/components/cart/sign-in-merge-notice';
import { HeaderWishListLink } from '@/components/wishlist/header-wish-list-link';
import { cartControls } from '@/lib/cart/cart-controls';
import type { MoneyDisplay } from '@/lib/cart/money';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useShopperSession } from '@/lib/queries/use-shopper-session';
import { AccountMenu } from './account-menu';

interface HeaderActionsProps {
  inventoryId: string | null;
  money: MoneyDisplay;
  useSiteAsCatalog: boolean;
  isRegisteredUsersOnly: boolean;
}

/** Wish list, cart and account entries at the header's end (spec §2). */
export function HeaderActions({ inventoryId, money, useSiteAsCatalog, isRegisteredUsersOnly }: HeaderActionsProps) {
  const hydrated = useHydrated();
  const { data } = useShopperSession();
  // The server's HTML knows no session (a private page seeds it further down): hydration renders the same.
  const session = hydrated ? data : undefined;
  const signedIn = session?.signedIn === true;
  // An identity outage is neither signed in nor signed out: no account entry until it answers.
  const identityKnown = session?.state !== 'unavailable';
  const controls = cartControls({ useSiteAsCatalog, isRegisteredUsersOnly }, signedIn);
  return (
    <div className="flex shrink-0 items-center gap-1">
      <PendingCartItem signedIn={signedIn} />
      <SignInMergeNotice signedIn={signedIn} />
      <HeaderWishListLink className="hidden size-11 items-center justify-center rounded-md hover:bg-black/5 lg:inline-flex" />
      <div className="hidden lg:block">
        <HeaderCart money={money} controls={controls} />
      </div>
      <div className="lg:hidden">
        <HeaderCart money={money} controls={controls} variant="link" />
      </div>
      {/* spec §2: the account dropdown is hidden until an inventory location is chosen. */}
      {inventoryId && identityKnown && (
        <div className="hidden lg:block">
          <AccountMenu userName={session?.name ?? null} signedIn={session ? signedIn : null} />
        </div>
      )}
    </div>
  );
}
