import { siteSchema } from '@/lib/api/schemas';
import { fixtureSeed } from '@/customer-api/test/fixture';
import { locationChangeOffered, shopLocations } from './shop-locations';
import { resolveInventory } from './resolve-inventory';

const SITE = fixtureSeed().site;
const ids = (list: { id: string }[]) => list.map((l) => l.id);

describe('multi-store flag (spec §4)', () => {
  it('defaults to enabled when the merchant schema does not set it', () => {
    const raw = structuredClone(SITE) as unknown as { generalSettings: Record<string, unknown> };
    delete raw.generalSettings.isMultiStore;
    const schema = siteSchema.parse(raw);
    expect(schema.generalSettings.isMultiStore).toBe(true);
    expect(locationChangeOffered(schema)).toBe(true);
    expect(ids(shopLocations(schema))).toEqual(ids(schema.inventoryLocations));
    expect(schema.inventoryLocations.length).toBeGreaterThan(1);
  });

  it('disabled: a single store, its first location chosen for everyone with no selection', () => {
    const schema = siteSchema.parse({ ...SITE, generalSettings: { ...SITE.generalSettings, isMultiStore: false } });
    const [first, second] = schema.inventoryLocations.map((l) => l.id) as [string, string];
    expect(ids(shopLocations(schema))).toEqual([first]);
    expect(locationChangeOffered(schema)).toBe(false);
    const only = ids(shopLocations(schema));
    expect(resolveInventory(only, undefined)).toEqual({ kind: 'auto', inventoryId: first });
    // A location chosen while the shop had several is given up for the one store.
    expect(resolveInventory(only, second)).toEqual({ kind: 'auto', inventoryId: first });
  });
});
