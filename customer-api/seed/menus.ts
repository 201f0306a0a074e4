import type { MenuItem } from '../../lib/api/schemas';
import { BRAND_KEYS, BRANDS, CATEGORY_KEYS, categoryName } from './taxonomy';

type Names = readonly [en: string, si: string, ta: string];

function item(names: Names, link: string, menuItems: MenuItem[] = [], related?: string): MenuItem {
  const [en, si, ta] = names;
  const result: MenuItem = { name: { en, si, ta }, link, menuItems };
  if (related !== undefined) result.related = related;
  return result;
}

const search = (params: string): string => `/search?${params}`;
const query = (text: string, tag?: string): string => search(`${tag ? `tags=${tag}&` : ''}query=${encodeURIComponent(text)}`);

function kitchen(): MenuItem {
  return item(
    ['Kitchen', 'මුළුතැන්ගෙය', 'சமையலறை'],
    search('tags=cat/kitchen'),
    [
      item(['Cookware', 'පිසීමේ භාජන', 'சமையல் பாத்திரங்கள்'], query('pot', 'cat/kitchen'), [
        item(['Clay Pots', 'මැටි හට්ටි', 'மண் பானைகள்'], query('clay', 'cat/kitchen')),
        item(['Hopper Pans', 'ආප්ප තාච්චි', 'அப்பச் சட்டிகள்'], query('hopper')),
        item(['String Hopper Moulds', 'ඉඳිආප්ප තැටි', 'இடியப்பத் தட்டுகள்'], query('string hopper')),
      ]),
      item(['Tableware', 'මේස භාජන', 'மேசைப் பாத்திரங்கள்'], query('plate', 'cat/kitchen'), [
        item(['Plates', 'පිඟන්', 'தட்டுகள்'], query('plate', 'cat/kitchen')),
        item(['Bowls', 'බඳුන්', 'கிண்ணங்கள்'], query('bowl', 'cat/kitchen')),
        item(['Cups', 'කෝප්ප', 'கோப்பைகள்'], query('cup', 'cat/kitchen')),
      ]),
      item(['Utensils', 'උපකරණ', 'உபகரணங்கள்'], query('spoon', 'cat/kitchen'), [
        item(['Spoons and Ladles', 'හැඳි', 'கரண்டிகள்'], query('spoon', 'cat/kitchen')),
        item(['Coconut Scrapers', 'හිරමන', 'திருவலைகள்'], query('scraper')),
      ]),
      item(['All Kitchen', 'සියලු මුළුතැන්ගෙයි භාණ්ඩ', 'அனைத்துச் சமையலறைப் பொருட்களும்'], search('tags=cat/kitchen')),
    ],
    search('tags=cat/kitchen&sortBy=NEWEST'),
  );
}

function textiles(): MenuItem {
  return item(
    ['Textiles', 'රෙදිපිළි', 'துணிகள்'],
    search('tags=cat/textiles'),
    [
      item(['Sarongs', 'සරම්', 'சாரங்கள்'], query('sarong')),
      item(['Sarees', 'සාරි', 'சேலைகள்'], query('saree')),
      item(['Shirts', 'කමිස', 'சட்டைகள்'], query('shirt')),
      item(['Shawls and Scarves', 'සාලු සහ ස්කාෆ්', 'சால்வைகள்'], query('shawl')),
      item(['Cushion Covers', 'කුෂන් කවර', 'மெத்தை உறைகள்'], query('cushion')),
      item(['Table Linen', 'මේස රෙදි', 'மேசைத் துணிகள்'], query('table', 'cat/textiles')),
      item(['Kids', 'ළමා', 'சிறுவர்'], query('kids')),
    ],
    search('tags=cat/textiles'),
  );
}

function decor(): MenuItem {
  return item(
    ['Decor', 'අලංකරණ', 'அலங்காரம்'],
    search('tags=cat/decor'),
    [
      item(['Masks', 'වෙස් මුහුණු', 'முகமூடிகள்'], query('mask')),
      item(['Wall Art', 'බිතු කලා', 'சுவர் ஓவியங்கள்'], query('wall')),
      item(['Vases', 'මල් බඳුන්', 'பூச்சாடிகள்'], query('vase')),
      item(['Figurines', 'රූප', 'சிலைகள்'], query('figurine')),
      item(['Mirrors', 'කැඩපත්', 'கண்ணாடிகள்'], query('mirror')),
      item(['Boxes', 'පෙට්ටි', 'பெட்டிகள்'], query('box', 'cat/decor')),
      item(['Baskets', 'කූඩ', 'கூடைகள்'], query('basket')),
      item(['Bookends', 'පොත් රඳවන', 'புத்தகத் தாங்கிகள்'], query('bookends')),
    ],
    search('tags=cat/decor&sortBy=PRICE_HIGH_TO_LOW'),
  );
}

function furnitureAndLighting(): MenuItem {
  return item(['Furniture & Lighting', 'ගෘහ භාණ්ඩ සහ ආලෝකය', 'தளபாடங்களும் விளக்குகளும்'], search('tags=cat/furniture'), [
    item(['Furniture', 'ගෘහ භාණ්ඩ', 'தளபாடங்கள்'], search('tags=cat/furniture'), [
      item(['Tables', 'මේස', 'மேசைகள்'], query('table', 'cat/furniture')),
      item(['Chairs', 'පුටු', 'நாற்காலிகள்'], query('chair')),
      item(['Shelves', 'රාක්ක', 'அலமாரிகள்'], query('shelf')),
      item(['Stools and Benches', 'බංකු', 'இருக்கைகள்'], query('bench')),
    ]),
    item(['Lighting', 'ආලෝකය', 'விளக்குகள்'], search('tags=cat/lighting'), [
      item(['Oil Lamps', 'පහන්', 'எண்ணெய் விளக்குகள்'], query('oil lamp')),
      item(['Table Lamps', 'මේස ලාම්පු', 'மேசை விளக்குகள்'], query('table lamp')),
      item(['Pendant Lights', 'එල්ලෙන ලාම්පු', 'தொங்கு விளக்குகள்'], query('pendant')),
      item(['Lanterns', 'කූඩු ලාම්පු', 'லாந்தர்கள்'], query('lantern')),
      item(['Candles', 'ඉටිපන්දම්', 'மெழுகுவர்த்திகள்'], query('candle')),
    ]),
  ]);
}

function teaAndSpices(): MenuItem {
  return item(
    ['Tea & Spices', 'තේ සහ කුළුබඩු', 'தேநீரும் மசாலாவும்'],
    search('tags=cat/tea-spices'),
    [
      item(['Black Tea', 'කළු තේ', 'கறுப்புத் தேநீர்'], query('black tea')),
      item(['Green Tea', 'කොළ තේ', 'பச்சைத் தேநீர்'], query('green tea')),
      item(['White Tea', 'සුදු තේ', 'வெண் தேநீர்'], query('white tea')),
      item(['Tea Gift Boxes', 'තේ තෑගි පෙට්ටි', 'தேநீர்ப் பரிசுப் பெட்டிகள்'], query('gift box', 'cat/tea-spices')),
      item(['Cinnamon', 'කුරුඳු', 'கறுவா'], query('cinnamon', 'cat/tea-spices')),
      item(['Pepper', 'ගම්මිරිස්', 'மிளகு'], query('pepper')),
      item(['Curry Powder', 'තුනපහ', 'கறித்தூள்'], query('curry powder')),
      item(['Kithul', 'කිතුල්', 'கித்துள்'], query('kithul', 'cat/tea-spices')),
    ],
    search('tags=cat/tea-spices&sortBy=NEWEST'),
  );
}

function bathAndBedding(): MenuItem {
  return item(['Bath & Bedding', 'ස්නාන සහ ඇඳ ඇතිරිලි', 'குளியலும் படுக்கையும்'], search('tags=cat/wellness'), [
    item(['Bath & Wellness', 'ස්නාන සහ සුවතා', 'குளியல் மற்றும் நலம்'], search('tags=cat/wellness'), [
      item(['Soaps', 'සබන්', 'சவர்க்காரங்கள்'], query('soap')),
      item(['Oils', 'තෙල්', 'எண்ணெய்கள்'], query('oil', 'cat/wellness')),
      item(['Bath Salts', 'ස්නාන ලුණු', 'குளியல் உப்பு'], query('salts')),
      item(['Gift Hampers', 'තෑගි කූඩ', 'பரிசுக் கூடைகள்'], query('hamper')),
    ]),
    item(['Bedding', 'ඇඳ ඇතිරිලි', 'படுக்கை'], search('tags=cat/bedding'), [
      item(['Bedspreads', 'ඇඳ ඇතිරිලි', 'படுக்கை விரிப்புகள்'], query('bedspread')),
      item(['Sheets', 'ඇතිරිලි කට්ටල', 'விரிப்புத் தொகுப்புகள்'], query('bedsheet')),
      item(['Pillows', 'කොට්ට', 'தலையணைகள்'], query('pillow')),
      item(['Quilts and Throws', 'පොරෝන', 'போர்வைகள்'], query('quilt')),
    ]),
  ]);
}

/** 22 items: the dropdown shows 3 related products and 3 columns. */
function gifts(): MenuItem {
  const entries: ReadonlyArray<readonly [Names, string]> = [
    [['Avurudu Gifts', 'අවුරුදු තෑගි', 'புத்தாண்டுப் பரிசுகள்'], query('clay', 'cat/gifts')],
    [['Vesak Gifts', 'වෙසක් තෑගි', 'வெசாக் பரிசுகள்'], query('lantern')],
    [['Christmas Gifts', 'නත්තල් තෑගි', 'நத்தார் பரிசுகள்'], search('tags=cat/gifts&sortBy=NEWEST')],
    [['Deepavali Gifts', 'දීපවාලි තෑගි', 'தீபாவளிப் பரிசுகள்'], query('lamp')],
    [['Thai Pongal Gifts', 'තෛපොංගල් තෑගි', 'தைப்பொங்கல் பரிசுகள்'], query('pot')],
    [['Ramazan Gifts', 'රාමසාන් තෑගි', 'ரமழான் பரிசுகள்'], query('brass')],
    [['Wedding Gifts', 'මංගල තෑගි', 'திருமணப் பரிசுகள்'], search('tags=cat/gifts&r_price=10000')],
    [['Housewarming Gifts', 'ගෘහ ප්‍රවේශ තෑගි', 'புதுமனைப் பரிசுகள்'], search('tags=cat/decor')],
    [['Birthday Gifts', 'උපන්දින තෑගි', 'பிறந்தநாள் பரிசுகள்'], search('tags=cat/gifts')],
    [['For Tea Lovers', 'තේ රසිකයන්ට', 'தேநீர்ப் பிரியர்களுக்கு'], query('tea', 'cat/tea-spices')],
    [['For Cooks', 'ඉවුම් පිහුම් කරන්නන්ට', 'சமையல் விரும்பிகளுக்கு'], search('tags=cat/kitchen')],
    [['For Gardeners', 'වගා කරන්නන්ට', 'தோட்ட விரும்பிகளுக்கு'], search('tags=cat/garden')],
    [['For Kids', 'ළමයින්ට', 'சிறுவர்களுக்கு'], query('kids')],
    [['For Him', 'ඔහුට', 'அவருக்கு'], query('sarong')],
    [['For Her', 'ඇයට', 'அவளுக்கு'], query('saree')],
    [['Corporate Gifts', 'ආයතනික තෑගි', 'நிறுவனப் பரிசுகள்'], search('tags=brand/serendib-tea')],
    [['Gift Wrapped', 'තෑගි ඇසුරුම් සහිත', 'பரிசுப் பொதியுடன்'], query('gift')],
    [['Under Rs 1,000', 'රු. 1,000ට අඩු', 'ரூ. 1,000க்குக் குறைவாக'], search('r_price=0,1000')],
    [['Under Rs 2,500', 'රු. 2,500ට අඩු', 'ரூ. 2,500க்குக் குறைவாக'], search('r_price=0,2500')],
    [['Under Rs 5,000', 'රු. 5,000ට අඩු', 'ரூ. 5,000க்குக் குறைவாக'], search('r_price=0,5000')],
    [['Under Rs 10,000', 'රු. 10,000ට අඩු', 'ரூ. 10,000க்குக் குறைவாக'], search('r_price=0,10000')],
    [['Luxury Gifts', 'සුඛෝපභෝගී තෑගි', 'ஆடம்பரப் பரிசுகள்'], search('r_price=20000&sortBy=PRICE_HIGH_TO_LOW')],
  ];
  return item(
    ['Gifts', 'තෑගි', 'பரிசுகள்'],
    search('tags=cat/gifts'),
    entries.map(([names, link]) => item(names, link)),
    search('tags=cat/gifts'),
  );
}

/** Every category, every brand and popular materials: 32 items, so 4 columns and 2 related products. */
function shopAll(): MenuItem {
  const categories = CATEGORY_KEYS.map((key) => {
    const name = categoryName(key);
    return item([name.en ?? key, name.si ?? key, name.ta ?? key], search(`tags=cat/${key}`));
  });
  const brands = BRAND_KEYS.map((key) => {
    const name = BRANDS[key].name;
    return item([name, name, name], search(`tags=brand/${key}`));
  });
  const materials: ReadonlyArray<readonly [Names, string]> = [
    [['Clay', 'මැටි', 'களிமண்'], 'clay'],
    [['Brass', 'පිත්තල', 'பித்தளை'], 'brass'],
    [['Batik', 'බතික්', 'பத்திக்'], 'batik'],
    [['Handloom', 'අත්යන්ත්‍ර', 'கைத்தறி'], 'handloom'],
    [['Teak', 'තේක්ක', 'தேக்கு'], 'teak'],
    [['Rattan', 'වේවැල්', 'பிரம்பு'], 'rattan'],
    [['Coconut', 'පොල්', 'தேங்காய்'], 'coconut'],
    [['Kithul', 'කිතුල්', 'கித்துள்'], 'kithul'],
    [['Palmyrah', 'තල්', 'பனை'], 'palmyrah'],
  ];
  return item(
    ['Shop All', 'සියල්ල', 'அனைத்தும்'],
    search('sortBy=NEWEST'),
    [...categories, ...brands, ...materials.map(([names, word]) => item(names, query(word)))],
    search('sortBy=NEWEST'),
  );
}

export function buildMenus(): MenuItem[] {
  return [
    kitchen(),
    textiles(),
    decor(),
    furnitureAndLighting(),
    teaAndSpices(),
    bathAndBedding(),
    gifts(),
    shopAll(),
    item(['Offers', 'දීමනා', 'சலுகைகள்'], search('tags=cat/offers')),
  ];
}
