import type { SiteSchema } from '@/lib/api/schemas';

type MultiStoreFlag = { generalSettings: Pick<SiteSchema['generalSettings'], 'isMultiStore'> };

/**
 * The locations a shopper may shop from (spec §4 "Multi-store flag defaults to enabled"). With the
 * flag off the shop behaves as a single store: its first location only, chosen for every shopper, so
 * there is no store selection and no location change.
 */
export function shopLocations(schema: Pick<SiteSchema, 'inventoryLocations'> & MultiStoreFlag): SiteSchema['inventoryLocations'] {
  return schema.generalSettings.isMultiStore ? schema.inventoryLocations : schema.inventoryLocations.slice(0, 1);
}

/** Whether shoppers see the location control to choose and change their shop location. */
export function locationChangeOffered(schema: MultiStoreFlag): boolean {
  return schema.generalSettings.isMultiStore;
}
