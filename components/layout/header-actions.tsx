'use client';

import { useTranslations } from 'next-intl';
import { HeaderCart } from '@/components/cart/header-cart';
import { Link } from '@/i18n/navigation';
import { cartControls } from '@/lib/cart/cart-controls';
import type { MoneyDisplay } from '@/lib/cart/money';
import { useShopperSession } from '@/lib/queries/use-shopper-session';
import { AccountMenu, ACCOUNT_LINKS } from './account-menu';
import { HeartIcon } from './icons';

interface HeaderActionsProps {
  inventoryId: string | null;
  money: MoneyDisplay;
  useSiteAsCatalog: boolean;
  isRegisteredUsersOnly: boolean;
}

/** Wish list, cart and account entries at the header's end (spec §2). */
export function HeaderActions({ inventoryId, money, useSiteAsCatalog, isRegisteredUsersOnly }: HeaderActionsProps) {
  const t = useTranslations('header');
  const { data: session } = useShopperSession();
  const signedIn = session?.signedIn === true;
  // An identity outage is neither signed in nor signed out: no account entry until it answers.
  const identityKnown = session?.state !== 'unavailable';
  const controls = cartControls({ useSiteAsCatalog, isRegisteredUsersOnly }, signedIn);
  return (
    <div className="flex shrink-0 items-center gap-1">
      <Link href={ACCOUNT_LINKS.wishList} aria-label={t('wishList')} className="hidden size-11 items-center justify-center rounded-md hover:bg-black/5 lg:inline-flex">
        <HeartIcon />
      </Link>
      <div className="hidden lg:block">
        <HeaderCart money={money} controls={controls} />
      </div>
      <div className="lg:hidden">
        <HeaderCart money={money} controls={controls} variant="link" />
      </div>
      {/* spec §2: the account dropdown is hidden until an inventory location is chosen. */}
      {inventoryId && identityKnown && (
        <div className="hidden lg:block">
          <AccountMenu userName={session?.name ?? null} signedIn={signedIn} />
        </div>
      )}
    </div>
  );
}
