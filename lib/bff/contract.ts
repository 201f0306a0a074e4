import { z } from 'zod';
import { affiliateCustomer, affiliateLink, affiliateLinks, affiliateReport, affiliateStatistics } from '@/lib/api/affiliate-schemas';
import { savedCards } from '@/lib/api/card-schemas';
import { cart, deliveryPlan, deliverySchedule, purchaseResponse } from '@/lib/api/cart-schemas';
import { profile, savedAddress } from '@/lib/api/profile-schemas';
import { city, countryInfo, outlet, product } from '@/lib/api/schemas';
import { safeLink } from '@/lib/links/safe-link';
import { wishListAnswer } from '@/lib/wishlist/wish-list-schemas';

/**
 * Schemas of the BFF's answers, checked in the browser. Loaded with the first call that needs one, so
 * zod is not part of every page's first load.
 */
export { affiliateCustomer, affiliateLink, affiliateLinks, affiliateReport, affiliateStatistics, cart, city, countryInfo, deliverySchedule, product, profile, purchaseResponse, savedAddress, savedCards, wishListAnswer };

export const savedAddresses = z.array(savedAddress);

export const cartOrNull = cart.nullable();
export const deliveryPlans = z.array(deliveryPlan);
export const outlets = z.array(outlet);
export const cities = z.array(city);

export const quickSearchResult = z.object({
  query: z.string(),
  total: z.number(),
  items: z.array(
    z.object({
      id: z.string(),
      varianceKey: z.string(),
      name: z.string(),
      href: z.string(),
      image: z.string(),
      price: z.number().nullable(),
      specialPrice: z.number().nullable(),
      currency: z.string().nullable(),
    }),
  ),
});

// A link is checked again in the browser: only what `safeLink` allows reaches an href.
const safeHref = z.object({ kind: z.enum(['internal', 'external']), href: z.string() }).refine((l) => safeLink(l.href)?.kind === l.kind, 'link is not allowed');
const navLink = { label: z.string(), link: safeHref.nullable() };

/** The header's menus (`/api/menus`): groups, links and related product cards. */
export const navMenus = z.array(
  z.object({
    ...navLink,
    id: z.string(),
    columns: z.number().int().min(1).max(4),
    items: z.array(z.object({ ...navLink, items: z.array(z.object(navLink)) })),
    related: z.array(
      z.object({ id: z.string(), name: z.string(), href: z.string(), image: z.string(), price: z.string().nullable(), specialPrice: z.string().nullable() }),
    ),
  }),
);

export const preferencesAnswer = z.object({ currency: z.string().optional(), inventoryId: z.string().nullable().optional() });
