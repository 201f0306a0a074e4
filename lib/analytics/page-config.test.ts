import { shopExtrasConfig } from './page-config';

const tracker = (id: string) => ({ id, isEnabled: false, isBuiltInTracking: false });
const site = {
  cookiesConfig: { isAllowCookie: true },
  analyticsConfigurations: {
    facebookPixelConfigurations: tracker('104857600123456'),
    googleAnalyticsConfigurations: tracker('G-LANKALIVING'),
    googleTagManagerConfigurations: tracker('GTM-LANKA01'),
  },
  messengerConfigurations: {
    isEnabled: false,
    pageId: '104857600123456',
    language: 'en_US',
    themeColor: '#0f766e',
    welcomeMessage: 'Ayubowan!',
  },
  popUpConfig: {
    isEnabled: false,
    isOnlyShownFirstTime: true,
    title: { en: 'Avurudu sale', si: 'අවුරුදු විකුණුම', ta: 'புத்தாண்டு விற்பனை' },
    imageReference: 'site/popup.webp',
    link: '/search?tags=cat/offers',
  },
  utilityConfigurations: { errorReportingKey: null },
};

describe('what the browser gets of the merchant’s extras', () => {
  it('nothing to ask or load with the seed’s settings', () => {
    expect(shopExtrasConfig(site, 'en', undefined)).toEqual({
      consentAsked: false,
      vendors: [],
      messenger: null,
      popup: null,
      errorDsn: null,
      webVitalsUrl: null,
    });
  });

  it('a consent question once a tracker or the chat widget is on, and none when the shop uses no cookies', () => {
    const on = {
      ...site,
      analyticsConfigurations: {
        ...site.analyticsConfigurations,
        googleTagManagerConfigurations: { id: 'GTM-LANKA01', isEnabled: true, isBuiltInTracking: false },
      },
    };
    expect(shopExtrasConfig(on, 'en', undefined)).toMatchObject({
      consentAsked: true,
      vendors: [{ kind: 'googleTagManager', id: 'GTM-LANKA01' }],
    });
    const chat = { ...site, messengerConfigurations: { ...site.messengerConfigurations, isEnabled: true } };
    expect(shopExtrasConfig(chat, 'en', undefined)).toMatchObject({
      consentAsked: true,
      messenger: { pageId: site.messengerConfigurations.pageId, language: 'en_US' },
    });
    // No consent asked: the chat shows as the merchant set it (ShopExtras), with nothing to ask.
    expect(shopExtrasConfig({ ...chat, cookiesConfig: { isAllowCookie: false } }, 'en', undefined)).toMatchObject({
      consentAsked: false,
      messenger: { pageId: site.messengerConfigurations.pageId },
    });
  });

  it('the popup in the shopper’s language, with its image and a checked link', () => {
    const popup = shopExtrasConfig({ ...site, popUpConfig: { ...site.popUpConfig, isEnabled: true } }, 'si', undefined).popup;
    expect(popup).toMatchObject({
      title: site.popUpConfig.title.si,
      onlyFirstTime: true,
      link: { kind: 'internal', href: site.popUpConfig.link },
    });
    expect(popup?.image).toMatch(/^\/media\//);
  });

  it('the error-reporting key only when it is a DSN', () => {
    expect(
      shopExtrasConfig({ ...site, utilityConfigurations: { errorReportingKey: 'https://k@errors.example.com/1' } }, 'en', '/vitals'),
    ).toMatchObject({ errorDsn: 'https://k@errors.example.com/1', webVitalsUrl: '/vitals' });
    expect(shopExtrasConfig({ ...site, utilityConfigurations: { errorReportingKey: 'not-a-dsn' } }, 'en', undefined).errorDsn).toBeNull();
  });
});
