import { z } from 'zod';
import {
  affiliateAnswers,
  cartAnswer as cart,
  citiesAnswer as cities,
  cityAnswer as city,
  countryInfoAnswer as countryInfo,
  deliveryPlansAnswer as deliveryPlans,
  deliveryScheduleAnswer as deliverySchedule,
  outletsAnswer as outlets,
  productAnswer as product,
  profileAnswer as profile,
  savedAddressAnswer as savedAddress,
  savedAddressesAnswer as savedAddresses,
  savedCardsAnswer as savedCards,
} from '@/lib/api/answers';
import { purchaseResponse } from '@/lib/api/cart-schemas';
import { safeLink } from '@/lib/links/safe-link';
import { wishListAnswer } from '@/lib/wishlist/wish-list-schemas';

/**
 * Schemas of the BFF's answers, checked in the browser as leniently as the server reads the customer API.
 * Loaded with the first call that needs one, so zod is not part of every page's first load.
 */
export {
  cart,
  cities,
  city,
  countryInfo,
  deliveryPlans,
  deliverySchedule,
  outlets,
  product,
  profile,
  purchaseResponse,
  savedAddress,
  savedAddresses,
  savedCards,
  wishListAnswer,
};
export const {
  savedCustomer: affiliateCustomer,
  link: affiliateLink,
  links: affiliateLinks,
  report: affiliateReport,
  statistics: affiliateStatistics,
} = affiliateAnswers;

export const cartOrNull = cart.nullable();

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
const safeHref = z
  .object({ kind: z.enum(['internal', 'external']), href: z.string() })
  .refine((l) => safeLink(l.href)?.kind === l.kind, 'link is not allowed');
const navLink = { label: z.string(), link: safeHref.nullable() };

/** The header's menus (`/api/menus`): groups, links and related product cards. */
export const navMenus = z.array(
  z.object({
    ...navLink,
    id: z.string(),
    columns: z.number().int().min(1).max(4),
    items: z.array(z.object({ ...navLink, items: z.array(z.object(navLink)) })),
    related: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        href: z.string(),
        image: z.string(),
        price: z.string().nullable(),
        specialPrice: z.string().nullable(),
      }),
    ),
  }),
);
