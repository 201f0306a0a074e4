import { startTestApi } from '@/customer-api/test/start-test-api';
import en from '@/messages/en.json';
import ta from '@/messages/ta.json';
import { missingKeys } from './merge-messages';
import { againstReferenceApi } from '@/test/reference-api';

// The built-in catalogues are complete; a Tamil one still lacking its checkout texts stands for a gap.
const partialTa = Object.fromEntries(Object.entries(ta).filter(([namespace]) => namespace !== 'checkout'));

const api = againstReferenceApi(startTestApi);

describe('messages a partial language lacks', () => {
  it('are recorded with the customer API for the merchant to see', async () => {
    const { reportMessageGaps } = await import('./report-gaps');
    await reportMessageGaps(async () => undefined, { ta: partialTa });
    const res = await fetch(`${api.origin}/i18n/demo/missing/ta.json`);
    const body = (await res.json()) as { keys: { key: string }[] };
    const expected = missingKeys(en, partialTa).slice(0, 500);
    expect(expected.length).toBeGreaterThan(0);
    expect(body.keys.map((k) => k.key).sort()).toEqual([...expected].sort());
  });

  it('gives up quietly when the customer API never answers', async () => {
    process.env.CUSTOMER_API_URL = 'http://127.0.0.1:9';
    jest.resetModules();
    const { reportMessageGaps } = await import('./report-gaps');
    const waits: number[] = [];
    await expect(reportMessageGaps(async (ms) => void waits.push(ms), { ta: partialTa })).resolves.toBeUndefined();
    expect(waits.length).toBeGreaterThan(0);
  });
});
