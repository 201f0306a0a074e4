import { buildSite } from '@/customer-api/seed/site';
import { getSiteSchemaFresh } from './catalogue';
import { forgetSiteStatus, siteStatus } from './site-status';

jest.mock('./catalogue', () => ({ getSiteSchemaFresh: jest.fn() }));
const read = getSiteSchemaFresh as jest.MockedFunction<typeof getSiteSchemaFresh>;
const site = buildSite();

beforeEach(() => {
  forgetSiteStatus();
  read.mockReset();
});

describe('the shop status the proxy reads', () => {
  it('trusts a healthy answer for STATUS_CHECK_SECONDS, and reads again once the schema is said to have changed', async () => {
    read.mockResolvedValue(site);
    const now = Date.now();
    expect((await siteStatus(now)).online).toBe(true);
    expect((await siteStatus(now + 100)).online).toBe(true);
    expect(read).toHaveBeenCalledTimes(1);
    forgetSiteStatus();
    await siteStatus(now + 200);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('does not keep a read that was under way when the schema changed', async () => {
    const switched = { ...site, generalSettings: { ...site.generalSettings, isStorePublic: false } };
    let answerOld: (value: typeof site) => void = () => {};
    read.mockImplementationOnce(() => new Promise((resolve) => (answerOld = resolve))).mockResolvedValue(switched);
    const old = siteStatus();
    forgetSiteStatus();
    answerOld(site);
    await old;
    const now = await siteStatus();
    expect(now.online && now.schema.generalSettings.isStorePublic).toBe(false);
    expect(read).toHaveBeenCalledTimes(2);
  });
});
