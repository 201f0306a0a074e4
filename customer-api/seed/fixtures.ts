/**
 * Well-known parts of the demo seed that tests and screenshots may rely on. They do not depend on
 * the seed options: the hand-written catalogue is the same for every `products` count and `randomSeed`.
 * Stock numbers are per inventory location; "everywhere" means at all three locations.
 * `customer-api/seed/build.test.ts` checks that every entry below holds.
 */
export const DEMO_FIXTURES = {
  merchantId: 'lanka-living',
  merchantName: 'Lanka Living',
  /** Number of hand-written products (ids p-0001 … p-0126); generated products follow. */
  handWrittenProducts: 126,

  locations: {
    colombo: 'loc-colombo',
    kandy: 'loc-kandy',
    galle: 'loc-galle',
  },

  outlets: {
    colomboFlowerRoad: 'outlet-colombo-flower-road',
    colomboNugegoda: 'outlet-colombo-nugegoda',
    kandy: 'outlet-kandy-dalada-veediya',
    galle: 'outlet-galle-fort',
  },

  /** Search tags are `cat/{tag}`. `offers` holds every product whose special price shows; `gifts` is a collection. */
  categoryTags: {
    kitchen: 'kitchen',
    textiles: 'textiles',
    decor: 'decor',
    furniture: 'furniture',
    lighting: 'lighting',
    teaSpices: 'tea-spices',
    wellness: 'wellness',
    garden: 'garden',
    crafts: 'crafts',
    bedding: 'bedding',
    offers: 'offers',
    gifts: 'gifts',
  },

  /** Search tags are `brand/{tag}`. palmyrah-crafts and kithul-grove have no logo. */
  brandTags: {
    ceylonClay: 'ceylon-clay',
    kandyanLooms: 'kandyan-looms',
    serendibTea: 'serendib-tea',
    ruhunuSpice: 'ruhunu-spice',
    lotusBrass: 'lotus-brass',
    teakwoodStudio: 'teakwood-studio',
    siyapatha: 'siyapatha',
    palmyrahCrafts: 'palmyrah-crafts',
    cocoCraft: 'coco-craft',
    batikNest: 'batik-nest',
    galleFortLiving: 'galle-fort-living',
    kithulGrove: 'kithul-grove',
    lankaLiving: 'lanka-living',
  },

  pages: {
    aboutUs: 'about-us',
    terms: 'terms',
    privacy: 'privacy',
    delivery: 'delivery-information',
    returns: 'returns',
  },

  /** Image refs (relative to the image folder). Product pictures are `products/{id}/{n}.webp`, n from 1. */
  images: {
    logo: 'brand/logo.webp',
    footerLogo: 'brand/logo-footer.webp',
    background: 'site/background.webp',
    popup: 'site/popup.webp',
    landing: 'site/landing.webp',
    banners: ['banners/1.webp', 'banners/2.webp', 'banners/3.webp'],
    firstProductImage: 'products/p-0001/1.webp',
  },

  /** A deliverable city and one that delivery does not reach. */
  cities: {
    deliverable: { id: 'city-kandy', postalCode: '20000' },
    notDeliverable: { id: 'city-talaimannar', postalCode: '41100' },
  },

  products: {
    /** No variances, healthy stock, no special price, COD/returns/card all true. */
    simple: { id: 'p-0002', slug: 'coconut-shell-bowl-set', name: 'Coconut Shell Bowl Set' },
    /** size RADIO (small/medium/large) + material DROPDOWN (teak/mahogany/jak); default medium-teak; no cash on delivery. */
    radioDropdown: {
      id: 'p-0041',
      slug: 'teak-coffee-table',
      name: 'Teak Coffee Table',
      defaultVarianceKey: 'size:medium|material:teak',
      defaultVarianceSlug: 'medium-teak',
      otherVarianceKey: 'size:large|material:mahogany',
      otherVarianceSlug: 'large-mahogany',
    },
    /** color RADIO (red/blue/green) + size RADIO (s/m/l/xl); green-xl is sold out everywhere. */
    colourSize: {
      id: 'p-0016',
      slug: 'batik-cotton-shirt',
      name: 'Batik Cotton Shirt',
      defaultVarianceKey: 'color:red|size:s',
      varianceKey: 'color:red|size:l',
      varianceSlug: 'red-l',
      soldOutVarianceKey: 'color:green|size:xl',
      soldOutVarianceSlug: 'green-xl',
    },
    /** giftwrap SWITCH only: 'no' (default) and 'yes' (Rs 350 more). */
    switch: {
      id: 'p-0068',
      slug: 'uva-highlands-tea-gift-box',
      name: 'Uva Highlands Tea Gift Box',
      withoutVarianceKey: 'giftwrap:no',
      withVarianceKey: 'giftwrap:yes',
      withoutVarianceSlug: 'no',
      withVarianceSlug: 'yes',
    },
    /** capacity DROPDOWN (500ml/1l) + giftwrap SWITCH. */
    dropdownSwitch: {
      id: 'p-0013',
      slug: 'copper-water-bottle',
      name: 'Copper Water Bottle',
      varianceKey: 'capacity:1l|giftwrap:yes',
      varianceSlug: '1l-yes',
    },
    /** minThreshold 10, 4 on hand everywhere: 'Only 4 items available!'. No Tamil name. */
    lowStock: { id: 'p-0003', slug: 'brass-hopper-pan', name: 'Brass Hopper Pan', stock: 4, minThreshold: 10 },
    /** minThreshold 10, 7 on hand everywhere: 'Less than 10 items available!'. */
    belowThreshold: { id: 'p-0004', slug: 'kithul-wood-spoon-set', name: 'Kithul Wood Spoon Set', stock: 7, minThreshold: 10 },
    /** 1 on hand everywhere: 'Last item available!'. */
    lastItem: { id: 'p-0035', slug: 'rattan-mirror', name: 'Rattan Mirror', stock: 1 },
    /** 0 everywhere. */
    outOfStock: { id: 'p-0007', slug: 'jak-wood-mortar-and-pestle', name: 'Jak Wood Mortar and Pestle' },
    /** 0 at Kandy, in stock at Colombo and Galle. */
    outOfStockAtKandy: { id: 'p-0018', slug: 'handloom-shawl', name: 'Handloom Shawl', locationId: 'loc-kandy' },
    /** Special price 20% below the price, enabled: shows. Rs 7,800 → Rs 6,250; $25.99 → $20.99. */
    specialPrice: {
      id: 'p-0067',
      slug: 'silver-tips-white-tea',
      name: 'Silver Tips White Tea',
      price: { LKR: 7800, USD: 25.99 },
      specialPrice: { LKR: 6250, USD: 20.99 },
    },
    /** Special price enabled but equal to the price: must not show. */
    specialPriceEqual: { id: 'p-0075', slug: 'whole-cloves', name: 'Whole Cloves' },
    /** Special price enabled but above the price: must not show. */
    specialPriceHigher: { id: 'p-0078', slug: 'dried-goraka', name: 'Dried Goraka' },
    /** Lower special price with enableSpecialPrice false: must not show. */
    specialPriceDisabled: { id: 'p-0073', slug: 'kithul-jaggery', name: 'Kithul Jaggery' },
    /** Stock not tracked (quantity null, always available). */
    untracked: { id: 'p-0040', slug: 'sesath-ceremonial-fan-replica', name: 'Sesath Ceremonial Fan Replica' },
    /** Untracked with size variants (double/queen/king). */
    untrackedWithVariants: { id: 'p-0126', slug: 'rattan-headboard', name: 'Rattan Headboard' },
    /** enabled false: not found by search or id. */
    disabled: { id: 'p-0062', slug: 'solar-garden-lantern', name: 'Solar Garden Lantern' },
    /** YouTube embed in videoLink; size RADIO. */
    video: {
      id: 'p-0053',
      slug: 'kandyan-brass-oil-lamp',
      name: 'Kandyan Brass Oil Lamp',
      videoLink: 'https://www.youtube.com/embed/YE7VzlLtp-4',
    },
    /** English description holds <script>alert(1)</script>, an onerror= attribute and a javascript: link. */
    hostileHtml: { id: 'p-0037', slug: 'moonstone-wall-plaque', name: 'Moonstone Wall Plaque' },
    /** Has a Tamil name (and description). */
    tamilName: { id: 'p-0015', slug: 'handloom-cotton-sarong', name: 'Handloom Cotton Sarong', ta: 'கைத்தறிப் பருத்திச் சாரம்' },
    /** The name has '#': slug 'clay-water-jug-_2' (spec §5 hash to underscore). */
    hashInName: { id: 'p-0006', slug: 'clay-water-jug-_2', name: 'Clay Water Jug #2' },
    /** Full seoConfiguration (title, description, imageReference). */
    withSeo: { id: 'p-0001', slug: 'clay-curry-pot', name: 'Clay Curry Pot' },
    /** seoConfiguration null. */
    withoutSeo: { id: 'p-0003', slug: 'brass-hopper-pan', name: 'Brass Hopper Pan' },
    /** cashOnDelivery false. */
    noCashOnDelivery: { id: 'p-0041', slug: 'teak-coffee-table', name: 'Teak Coffee Table' },
    /** acceptReturns false. */
    noReturns: { id: 'p-0065', slug: 'ceylon-black-tea-bopf', name: 'Ceylon Black Tea BOPF' },
    /** acceptCardPayment false (and stock not tracked). */
    cashOnly: { id: 'p-0097', slug: 'orchid-growing-kit', name: 'Orchid Growing Kit' },
  },
} as const;
