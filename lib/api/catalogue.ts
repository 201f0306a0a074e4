import 'server-only';
import { z } from 'zod';
import { cacheTags } from '@/lib/cache/manifest';
import { config } from '@/lib/config';
import { searchWithoutPrices, searchWithoutPriceTerms, withoutPrices } from '@/lib/product/hidden-prices';
import type { DeliveryPlanOffer } from './cart-schemas';
import { apiCall, type CallContext } from './client';
import { isApiError } from './errors';
import {
  citiesAnswer,
  cityAnswer,
  contentPageAnswer,
  countryInfoAnswer,
  locationDeliveryPlansAnswer,
  messagesAnswer,
  productAnswer,
  searchAnswer,
  siteSchemaAnswer,
} from './answers';
import { searchRequest, type Product, type SearchRequest, type SearchResponse } from './schemas';

/** Catalogue reads (spec §7): the same for every shopper of a language and location, so cached by tag. */

export function getSiteSchema() {
  return apiCall({ path: '/schema/get', schema: siteSchemaAnswer, cache: { tags: [cacheTags.schema] } });
}

/** Uncached schema read: the maintenance check and the retry of the maintenance screen. */
export function getSiteSchemaFresh() {
  return apiCall({ path: '/schema/get', schema: siteSchemaAnswer, cache: 'no-store' });
}

/**
 * spec §6 hidden prices, enforced here too so no amount reaches a page, an RSC payload or a BFF
 * answer whatever the customer API sends (the reference API already removes them). The cart and
 * order calls (lib/api/cart.ts, lib/api/profile.ts) strip their amounts the same way.
 */
export async function hidesPrices(): Promise<boolean> {
  return (await getSiteSchema()).generalSettings.hideProductPrice;
}

async function productAsShown(read: Promise<Product>): Promise<Product> {
  const [found, hidden] = await Promise.all([read, hidesPrices()]);
  return hidden ? withoutPrices(found) : found;
}

export async function searchProducts(req: SearchRequest, ctx: CallContext = {}): Promise<SearchResponse> {
  const hidden = await hidesPrices();
  const body = searchRequest.parse(hidden ? searchWithoutPriceTerms(req) : req);
  const result = await apiCall({
    path: '/product/search',
    method: 'POST',
    body,
    schema: searchAnswer,
    ctx: { inventoryId: ctx.inventoryId },
    cache: { tags: [cacheTags.search, cacheTags.products] },
  });
  return hidden ? searchWithoutPrices(result) : result;
}

export function getProductById(productId: string, varianceKey: string | undefined, ctx: CallContext = {}): Promise<Product> {
  return productAsShown(
    apiCall({
      path: `/product/${encodeURIComponent(productId)}`,
      query: { varianceKey },
      schema: productAnswer,
      ctx: { inventoryId: ctx.inventoryId },
      cache: { tags: [cacheTags.products, cacheTags.product(productId)] },
    }),
  );
}

export function getProductBySlug(productSlug: string, varianceSlug: string | undefined, ctx: CallContext = {}): Promise<Product> {
  return productAsShown(
    apiCall({
      path: `/products/${encodeURIComponent(productSlug)}`,
      query: { varianceSlug },
      schema: productAnswer,
      ctx: { inventoryId: ctx.inventoryId },
      cache: { tags: [cacheTags.products, cacheTags.productSlug(productSlug)] },
    }),
  );
}

/**
 * The home-delivery plans of a shop location, before any address (merchant configuration,
 * cached with the schema). Null when they cannot be read: an API without the call says nothing of delivery.
 */
export async function getLocationDeliveryPlans(inventoryId: string): Promise<DeliveryPlanOffer[] | null> {
  try {
    const [answer, hidden] = await Promise.all([
      apiCall({
        path: `/delivery-plans/by-location/${encodeURIComponent(inventoryId)}`,
        schema: locationDeliveryPlansAnswer,
        cache: { tags: [cacheTags.schema] },
      }),
      hidesPrices(),
    ]);
    return hidden ? answer.plans.map((plan) => ({ ...plan, prices: {} })) : answer.plans;
  } catch (e) {
    if (isApiError(e, 'maintenance')) throw e;
    if (!isApiError(e, 'not-found')) console.error('reading the delivery plans of a location failed', e);
    return null;
  }
}

export function getContentPage(pageId: string) {
  return apiCall({
    path: `/page/${encodeURIComponent(pageId)}`,
    schema: contentPageAnswer,
    cache: { tags: [cacheTags.pages, cacheTags.page(pageId)] },
  });
}

/** spec §7 cities/search/find_by_id: one city with its district and province (a saved address's cityId). */
export function getCity(cityId: string) {
  return apiCall({
    path: `/cities/search/find_by_id/${encodeURIComponent(cityId)}`,
    schema: cityAnswer,
    cache: { tags: [cacheTags.places] },
  });
}

export function getCitiesOfDistrict(districtId: string) {
  return apiCall({
    path: `/cities/search/citysearch_by_id/${encodeURIComponent(districtId)}`,
    schema: citiesAnswer,
    cache: { tags: [cacheTags.places] },
  });
}

export function getCountryInfo(name: string) {
  return apiCall({
    path: `/cities/search/find-country-info/${encodeURIComponent(name)}`,
    schema: countryInfoAnswer,
    cache: { tags: [cacheTags.places] },
  });
}

/** Merchant overrides of the storefront's messages: `GET /i18n/{base}/locale/{lng}.json`. */
export function getMerchantMessages(lng: string) {
  const cfg = config();
  return apiCall({
    base: `${cfg.CUSTOMER_API_URL.replace(/\/$/, '')}/i18n/${cfg.TENANT}`,
    path: `/locale/${encodeURIComponent(lng)}.json`,
    schema: messagesAnswer,
    cache: { tags: [cacheTags.translations(lng)] },
  });
}

/** Records message keys the storefront lacks for a language, so the merchant can see them. */
export function reportMissingMessages(lng: string, keys: string[]) {
  const cfg = config();
  return apiCall({
    base: `${cfg.CUSTOMER_API_URL.replace(/\/$/, '')}/i18n/${cfg.TENANT}`,
    path: `/locale/${encodeURIComponent(lng)}.json`,
    method: 'POST',
    body: { keys },
    schema: z.object({ recorded: z.number().int() }),
    cache: 'no-store',
  });
}
