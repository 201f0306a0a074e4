import type { BannerItem, SiteSchema } from '../../lib/api/schemas';
import { BRAND_COLOURS, MERCHANT_ID, MERCHANT_NAME, SITE_URL } from './constants';
import type { ImageSpec } from './images';
import { buildInventoryLocations } from './locations';
import { buildMenus } from './menus';
import { PAGE_IDS, pageTitle } from './pages';
import { COUNTRY_NAME } from './places';

export const SITE_IMAGES = {
  logo: 'brand/logo.webp',
  footerLogo: 'brand/logo-footer.webp',
  background: 'site/background.webp',
  popup: 'site/popup.webp',
  landing: 'site/landing.webp',
  banners: ['banners/1.webp', 'banners/2.webp', 'banners/3.webp'],
} as const;

/** Pictures the site configuration refers to (product, brand and category pictures come elsewhere). */
export function siteImages(): ImageSpec[] {
  return [
    { kind: 'logo', ref: SITE_IMAGES.logo, onDark: false },
    { kind: 'logo', ref: SITE_IMAGES.footerLogo, onDark: true },
    { kind: 'background', ref: SITE_IMAGES.background },
    { kind: 'promo', ref: SITE_IMAGES.popup, title: 'Avurudu Sale', subtitle: 'Up to 25% off handmade homeware', width: 800, height: 800 },
    {
      kind: 'promo',
      ref: SITE_IMAGES.landing,
      title: 'Lanka Living',
      subtitle: 'Handmade in Sri Lanka since 2014',
      width: 1600,
      height: 900,
    },
    { kind: 'banner', ref: SITE_IMAGES.banners[0], category: 'kitchen', shapes: ['pot', 'bowl', 'cup'], seed: 11 },
    { kind: 'banner', ref: SITE_IMAGES.banners[1], category: 'textiles', shapes: ['cloth', 'mask', 'box'], seed: 23 },
    { kind: 'banner', ref: SITE_IMAGES.banners[2], category: 'lighting', shapes: ['lamp', 'packet', 'lamp'], seed: 37 },
  ];
}

function banners(): BannerItem[] {
  const [first, second, third] = SITE_IMAGES.banners;
  return [
    {
      imageReference: first,
      link: '/search?tags=cat/kitchen',
      caption: { en: 'Cook the island way', si: 'දිවයිනේ රසයට උයන්න', ta: 'தீவின் சுவையில் சமையுங்கள்' },
      description: {
        en: 'Clay pots, brass hopper pans and kithul spoons, made by hand.',
        si: 'අතින් නිපදවූ මැටි හට්ටි, පිත්තල ආප්ප තාච්චි සහ කිතුල් හැඳි.',
        ta: 'கையால் செய்த மண் பானைகள், பித்தளை அப்பச் சட்டிகள், கித்துள் கரண்டிகள்.',
      },
      button: {
        label: { en: 'Shop the kitchen', si: 'මුළුතැන්ගෙය බලන්න', ta: 'சமையலறைப் பொருட்கள்' },
        link: '/search?tags=cat/kitchen&sortBy=NEWEST',
        textColor: '#ffffff',
        backgroundColor: BRAND_COLOURS.secondary,
      },
    },
    {
      imageReference: second,
      link: '/search?tags=cat/textiles',
      caption: { en: 'Woven in Kandy', si: 'මහනුවර වියූ', ta: 'கண்டியில் நெய்தவை' },
      description: {
        en: 'New handloom sarongs, sarees and cushion covers in monsoon colours.',
        si: 'මෝසම් වර්ණවලින් නව අත්යන්ත්‍ර සරම්, සාරි සහ කුෂන් කවර.',
        ta: 'பருவமழை நிறங்களில் புதிய கைத்தறிச் சாரங்கள், சேலைகள், மெத்தை உறைகள்.',
      },
      button: {
        label: { en: 'See what is new', si: 'අලුත් දේ බලන්න', ta: 'புதியவற்றைப் பாருங்கள்' },
        link: '/search?tags=cat/textiles&sortBy=NEWEST',
        textColor: '#ffffff',
        backgroundColor: BRAND_COLOURS.primary,
      },
    },
    {
      imageReference: third,
      link: '/search?tags=cat/offers',
      caption: { en: 'Avurudu offers', si: 'අවුරුදු දීමනා', ta: 'புத்தாண்டுச் சலுகைகள்' },
      description: {
        en: 'Up to 25% off oil lamps, tea and gifts for the New Year table.',
        si: 'අලුත් අවුරුදු මේසයට පහන්, තේ සහ තෑගි සඳහා 25% දක්වා වට්ටම්.',
        ta: 'புத்தாண்டுக்கு விளக்குகள், தேநீர், பரிசுகளுக்கு 25% வரை தள்ளுபடி.',
      },
      button: {
        label: { en: 'Shop the offers', si: 'දීමනා බලන්න', ta: 'சலுகைகளைப் பாருங்கள்' },
        link: '/search?tags=cat/offers',
        textColor: '#ffffff',
        backgroundColor: BRAND_COLOURS.accent,
      },
    },
  ];
}

export function buildSite(): SiteSchema {
  const pageKeys = Object.keys(PAGE_IDS) as Array<keyof typeof PAGE_IDS>;
  return {
    merchantId: MERCHANT_ID,
    merchantName: MERCHANT_NAME,
    siteUrl: SITE_URL,
    country: COUNTRY_NAME,
    languages: [
      { code: 'en', label: 'English' },
      { code: 'si', label: 'සිංහල' },
      { code: 'ta', label: 'தமிழ்' },
    ],
    currencies: ['LKR|Rs', 'USD|$'],
    currency: 'LKR|Rs',
    styles: JSON.stringify(BRAND_COLOURS),
    brandLogo: SITE_IMAGES.logo,
    backgroundType: 'IMAGE',
    backgroundImage: SITE_IMAGES.background,
    banner: { items: banners() },
    widgets: [
      { title: { en: 'New arrivals', si: 'අලුතින්ම', ta: 'புதிய வரவுகள்' }, link: '/search?sortBy=NEWEST' },
      { title: { en: 'Handloom and batik', si: 'අත්යන්ත්‍ර සහ බතික්', ta: 'கைத்தறியும் பத்திக்கும்' }, link: '/search?tags=cat/textiles' },
      { title: { en: 'Special offers', si: 'විශේෂ දීමනා', ta: 'சிறப்புச் சலுகைகள்' }, link: '/search?tags=cat/offers&sortBy=PRICE_LOW_TO_HIGH' },
    ],
    logoAlignment: 'LEFT',
    menuAlignment: 'CENTER',
    generalSettings: {
      hideProductPrice: false,
      useSiteAsCatalog: false,
      isRegisteredUsersOnly: false,
      isStorePublic: true,
      isMultiStore: true,
      searchPageProductSize: 12,
      landingImg: SITE_IMAGES.landing,
    },
    header: { menus: buildMenus() },
    announcementBanner: {
      title: {
        en: 'Free island-wide delivery on orders over Rs 15,000',
        si: 'රු. 15,000ට වැඩි ඇණවුම් සඳහා දිවයින පුරා නොමිලේ බෙදාහැරීම',
        ta: 'ரூ. 15,000க்கு மேற்பட்ட கொள்வனவுகளுக்கு நாடு முழுவதும் இலவச விநியோகம்',
      },
      showAnnounceBar: true,
      homePageOnly: false,
      link: `/information/page/${PAGE_IDS.delivery}`,
      image: null,
    },
    // Off in the seed (every browser flow would meet it); `npm run shop-mode -- widgets on` shows it.
    popUpConfig: {
      isEnabled: false,
      isOnlyShownFirstTime: true,
      title: {
        en: 'Avurudu sale: up to 25% off',
        si: 'අවුරුදු විකුණුම: 25% දක්වා වට්ටම්',
        ta: 'புத்தாண்டு விற்பனை: 25% வரை தள்ளுபடி',
      },
      imageReference: SITE_IMAGES.popup,
      link: '/search?tags=cat/offers',
    },
    messengerConfigurations: {
      isEnabled: false,
      pageId: '104857600123456',
      language: 'en_US',
      themeColor: BRAND_COLOURS.primary,
      welcomeMessage: 'Ayubowan! How can we help you today?',
    },
    inventoryLocations: buildInventoryLocations(),
    footer: {
      address: '42 Flower Road',
      addressTwo: 'Cinnamon Gardens',
      city: 'Colombo 07',
      postalCode: '00700',
      telephone: '+94 11 234 5678',
      email: 'hello@lankaliving.example',
      aboutUs: {
        en: 'Lanka Living brings handmade homeware, handloom textiles and single-estate tea from more than 120 Sri Lankan artisan families to your home.',
        si: 'ලංකා ලිවිං ශ්‍රී ලාංකික ශිල්පී පවුල් 120කට අධික සංඛ්‍යාවකගේ අත්කම් ගෘහ භාණ්ඩ, අත්යන්ත්‍ර රෙදි සහ තේ ඔබේ නිවසට ගෙන එයි.',
        ta: 'லங்கா லிவிங் 120க்கும் மேற்பட்ட இலங்கைக் கைவினைக் குடும்பங்களின் வீட்டுப் பொருட்கள், கைத்தறி, தேநீர் ஆகியவற்றை உங்கள் வீட்டுக்குக் கொண்டுவருகிறது.',
      },
      logoURL: SITE_IMAGES.footerLogo,
      enableNewsLetter: true,
      enableSocialMediaConfigs: true,
      socialMediaConfig: [
        { media: 'facebook', link: 'https://www.facebook.com/lankaliving.example' },
        { media: 'instagram', link: 'https://www.instagram.com/lankaliving.example' },
        { media: 'twitter', link: 'https://twitter.com/lankaliving_example' },
        { media: 'youtube', link: 'https://www.youtube.com/@lankaliving.example' },
        { media: 'tikTok', link: 'https://www.tiktok.com/@lankaliving.example' },
        { media: 'whatsApp', link: 'https://wa.me/94771234567' },
        { media: 'linkedIn', link: 'https://www.linkedin.com/company/lankaliving-example' },
        { media: 'pinterest', link: 'https://www.pinterest.com/lankaliving_example' },
      ],
      socialMediaWithStandardColors: true,
      pageLinkObjects: pageKeys.map((key) => ({ url: `/information/page/${PAGE_IDS[key]}`, pageTitle: pageTitle(key) })),
    },
    seoConfigurations: {
      merchantConfigurations: {
        title: 'Lanka Living | Handmade Sri Lankan homeware, textiles and tea',
        description:
          'Shop handmade clay cookware, handloom textiles, brass lamps, teak furniture and single-estate Ceylon tea from Sri Lankan artisans. Island-wide delivery and store pickup in Colombo, Kandy and Galle.',
      },
    },
    analyticsConfigurations: demoAnalytics(false),
    utilityConfigurations: { errorReportingKey: null },
    cookiesConfig: { isAllowCookie: true },
    // The cart adds tax on top; the announcement bar's free delivery is a rule the cart applies.
    commerceSettings: { taxDisplay: 'ADDED_AT_CHECKOUT', freeDeliveryThreshold: { LKR: 15000, USD: 50 } },
  };
}

/**
 * The demo merchant's trackers (ids of no real account). `npm run shop-mode -- analytics on` enables all
 * three; GA4 counts its own page views (isBuiltInTracking), the Pixel and GTM get the storefront's.
 */
export function demoAnalytics(enabled: boolean): SiteSchema['analyticsConfigurations'] {
  return {
    facebookPixelConfigurations: { id: '104857600123456', isEnabled: enabled, isBuiltInTracking: false },
    googleAnalyticsConfigurations: { id: 'G-LANKALIVING', isEnabled: enabled, isBuiltInTracking: true },
    googleTagManagerConfigurations: { id: 'GTM-LANKA01', isEnabled: enabled, isBuiltInTracking: false },
  };
}
