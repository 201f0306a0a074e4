import { buildSite } from '@/customer-api/seed/site';
import { locationDeliveryPlansAnswer, siteSchemaAnswer } from './answers';
import { resetWarnings } from './tolerant';

let warn: jest.SpyInstance;
beforeEach(() => {
  resetWarnings();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('reading the optional tax and delivery fields leniently', () => {
  it('reads the demo merchant’s commerce settings as sent', () => {
    expect(siteSchemaAnswer.parse(buildSite()).commerceSettings).toEqual({
      taxDisplay: 'ADDED_AT_CHECKOUT',
      freeDeliveryThreshold: { LKR: 15000, USD: 50 },
    });
  });

  it('an unknown tax display reads as absent (nothing is said), and only that field degrades', () => {
    const site = { ...buildSite(), commerceSettings: { taxDisplay: 'VAT_INCLUSIVE', freeDeliveryThreshold: { LKR: 15000, USD: -1 } } };
    const read = siteSchemaAnswer.parse(site);
    expect(read.commerceSettings).toEqual({ freeDeliveryThreshold: { LKR: 15000 } });
    expect(read.merchantName).toBe(site.merchantName);
  });

  it('a schema without the block reads without it', () => {
    const site: Record<string, unknown> = { ...buildSite() };
    delete site.commerceSettings;
    expect(siteSchemaAnswer.parse(site).commerceSettings).toBeUndefined();
  });

  it('a plan without readable prices is dropped; unreadable days read as none', () => {
    const answer = {
      inventoryLocationId: 'loc-1',
      plans: [
        { id: 'a', label: { en: 'Standard' }, prices: { LKR: 350 }, days: { min: 2, max: 3 } },
        { id: 'b', label: { en: 'Broken' }, prices: 'free' },
        { id: 'c', label: { en: 'Express' }, prices: { LKR: 750 }, days: 'tomorrow' },
      ],
    };
    expect(locationDeliveryPlansAnswer.parse(answer).plans).toEqual([
      { id: 'a', label: { en: 'Standard' }, prices: { LKR: 350 }, days: { min: 2, max: 3 } },
      { id: 'c', label: { en: 'Express' }, prices: { LKR: 750 }, days: null },
    ]);
  });
});
