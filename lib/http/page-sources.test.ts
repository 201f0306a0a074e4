import { contentSecurityPolicy } from './content-security-policy';
import { pageSources } from './page-sources';

const tracker = (id: string, isEnabled: boolean) => ({ id, isEnabled, isBuiltInTracking: false });
const settings = (on: { pixel?: boolean; ga?: boolean; gtm?: boolean; chat?: boolean; cookies?: boolean; dsn?: string | null } = {}) => ({
  analyticsConfigurations: {
    facebookPixelConfigurations: tracker('104857600123456', !!on.pixel),
    googleAnalyticsConfigurations: tracker('G-LANKALIVING', !!on.ga),
    googleTagManagerConfigurations: tracker('GTM-LANKA01', !!on.gtm),
  },
  messengerConfigurations: {
    isEnabled: !!on.chat,
    pageId: '104857600123456',
    language: 'en_US',
    themeColor: '#0f766e',
    welcomeMessage: 'Hi',
  },
  utilityConfigurations: { errorReportingKey: on.dsn ?? null },
  cookiesConfig: { isAllowCookie: on.cookies ?? true },
});

describe('the outside origins a page may use', () => {
  it('are none without trackers, chat or reporting', () => {
    expect(pageSources(settings())).toEqual({ script: [], connect: [], img: [], frame: [] });
  });

  it('are exactly what each enabled vendor needs', () => {
    expect(pageSources(settings({ pixel: true })).script).toEqual(['https://connect.facebook.net']);
    expect(pageSources(settings({ ga: true })).script).toEqual(['https://www.googletagmanager.com']);
    const all = pageSources(settings({ pixel: true, ga: true, gtm: true, chat: true }));
    expect(all.script).toEqual(['https://connect.facebook.net', 'https://www.googletagmanager.com']);
    // 'self': Partytown's hidden frame, where the trackers' web worker starts.
    expect(all.frame).toEqual(["'self'", 'https://web.facebook.com', 'https://www.facebook.com', 'https://www.googletagmanager.com']);
    expect(all.connect).toContain('https://www.google-analytics.com');
    expect(pageSources(settings({ chat: true })).frame).not.toContain("'self'");
  });

  it('leave trackers out when the shop does not ask for cookie consent (they never load); the chat still shows', () => {
    expect(pageSources(settings({ pixel: true, cookies: false }))).toEqual({ script: [], connect: [], img: [], frame: [] });
    expect(pageSources(settings({ pixel: true, chat: true, cookies: false }))).toEqual({
      script: ['https://connect.facebook.net'],
      connect: ['https://www.facebook.com'],
      img: [],
      frame: ['https://web.facebook.com', 'https://www.facebook.com'],
    });
  });

  it('add the error collector and the web-vitals endpoint to connect-src', () => {
    expect(pageSources(settings({ dsn: 'https://k@errors.example.com/1' }), 'https://vitals.example.com/v').connect).toEqual([
      'https://errors.example.com',
      'https://vitals.example.com',
    ]);
    expect(pageSources(settings(), '/api/vitals').connect).toEqual([]);
  });

  it('go into the policy’s directives', () => {
    const policy = contentSecurityPolicy({ formActionOrigins: [], development: false, sources: pageSources(settings({ gtm: true })) });
    expect(policy).toContain("script-src 'self' 'unsafe-inline' https://www.googletagmanager.com;");
    expect(policy).toMatch(/frame-src [^;]*https:\/\/www\.googletagmanager\.com/);
  });
});
