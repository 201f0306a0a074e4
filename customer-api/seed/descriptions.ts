import type { LocalizedText } from '../../lib/api/schemas';
import { escapeHtml } from '../../lib/format/escape-html';
import type { CategoryKey } from './taxonomy';

type Lang = 'en' | 'si' | 'ta';

interface CategoryCopy {
  intro: string;
  features: readonly [string, string, string];
  care: string;
}

const COPY: Record<CategoryKey, Record<Lang, CategoryCopy>> = {
  kitchen: {
    en: {
      intro: 'Made for the everyday Sri Lankan kitchen, from slow-cooked curries to Sunday hoppers.',
      features: [
        'Shaped and finished by hand, so no two pieces are exactly alike',
        'Food safe and free of lead glazes',
        'Sized for a family meal',
      ],
      care: 'Season clay before first use by soaking it in rice water overnight. Hand wash only.',
    },
    si: {
      intro: 'මස් මාළු කරියේ සිට ඉරිදා ආප්ප දක්වා, දෛනික ලාංකීය මුළුතැන්ගෙය සඳහාම නිපදවා ඇත.',
      features: ['අතින්ම හැඩගස්වා නිම කළ බැවින් එක සමාන කෑලි දෙකක් නැත', 'ආහාර සඳහා ආරක්ෂිතයි, ඊයම් රහිතයි', 'පවුලේ ආහාර වේලකට ගැළපෙන ප්‍රමාණය'],
      care: 'පළමු භාවිතයට පෙර මැටි භාණ්ඩ සහල් සේදූ වතුරේ රාත්‍රිය පුරා පොඟවන්න. අතින් පමණක් සෝදන්න.',
    },
    ta: {
      intro: 'மெதுவாகச் சமைக்கும் கறி முதல் ஞாயிறு அப்பம் வரை, அன்றாட இலங்கைச் சமையலறைக்காகச் செய்யப்பட்டது.',
      features: ['கையால் வடிவமைக்கப்பட்டது, ஒவ்வொன்றும் தனித்துவமானது', 'உணவுக்குப் பாதுகாப்பானது, ஈயம் இல்லாதது', 'குடும்ப உணவுக்கு ஏற்ற அளவு'],
      care: 'முதல் பயன்பாட்டுக்கு முன் அரிசி கழுவிய நீரில் இரவு முழுவதும் ஊறவைக்கவும். கையால் மட்டும் கழுவவும்.',
    },
  },
  textiles: {
    en: {
      intro: 'Woven on wooden handlooms and dyed in small batches by weavers in Kandy and Kurunegala.',
      features: [
        '100% cotton, soft from the first wash',
        'Colours set with natural fixatives',
        'Every purchase pays a fair wage to the weaver',
      ],
      care: 'Wash separately in cold water for the first few washes. Dry in the shade.',
    },
    si: {
      intro: 'මහනුවර සහ කුරුණෑගල වියන්නන් විසින් ලී අත්යන්ත්‍රවල වියා කුඩා කාණ්ඩ වශයෙන් සායම් කර ඇත.',
      features: ['100% කපු, පළමු සේදීමේ සිටම මෘදුයි', 'ස්වභාවික ද්‍රව්‍යවලින් වර්ණ ස්ථිර කර ඇත', 'සෑම මිලදී ගැනීමක්ම වියන්නාට සාධාරණ වැටුපක් ලබා දෙයි'],
      care: 'මුල් සේදීම් කිහිපය සීතල වතුරෙන් වෙනම සෝදන්න. සෙවණේ වියළන්න.',
    },
    ta: {
      intro: 'கண்டி மற்றும் குருணாகல் நெசவாளர்களால் மரத்தறியில் நெய்யப்பட்டு சிறு தொகுதிகளாகச் சாயமிடப்பட்டது.',
      features: [
        '100% பருத்தி, முதல் கழுவலிலிருந்தே மென்மை',
        'இயற்கை முறையில் நிறம் நிலைநிறுத்தப்பட்டது',
        'ஒவ்வொரு கொள்வனவும் நெசவாளருக்கு நியாயமான கூலி',
      ],
      care: 'முதல் சில முறை குளிர்ந்த நீரில் தனியாகக் கழுவவும். நிழலில் உலர்த்தவும்.',
    },
  },
  decor: {
    en: {
      intro: 'Traditional motifs from the island’s temples, dance masks and colonial forts, made for modern homes.',
      features: ['Hand-finished by artisans in Galle and Ambalangoda', 'Ready to hang or display', 'Arrives in a padded, plastic-free box'],
      care: 'Dust with a soft dry cloth. Keep out of direct rain.',
    },
    si: {
      intro: 'දිවයිනේ පන්සල්, වෙස් මුහුණු සහ බලකොටුවලින් ආභාසය ලැබූ සාම්ප්‍රදායික මෝස්තර, නූතන නිවෙස් සඳහා.',
      features: ['ගාල්ල සහ අම්බලන්ගොඩ ශිල්පීන් අතින් නිම කළ', 'එල්ලීමට හෝ තැබීමට සූදානම්', 'ප්ලාස්ටික් රහිත ආරක්ෂිත පෙට්ටියක ලැබේ'],
      care: 'මෘදු වියළි රෙද්දකින් දූවිලි පිසදමන්න. වැස්සට නිරාවරණය නොකරන්න.',
    },
    ta: {
      intro: 'தீவின் கோயில்கள், நடன முகமூடிகள் மற்றும் கோட்டைகளின் மரபுக் கோலங்கள், நவீன வீடுகளுக்காக.',
      features: ['காலி மற்றும் அம்பலாங்கொடைக் கலைஞர்களின் கைவேலை', 'தொங்கவிட அல்லது காட்சிப்படுத்தத் தயார்', 'பிளாஸ்டிக் இல்லாத பாதுகாப்புப் பெட்டியில் வரும்'],
      care: 'மென்மையான உலர்ந்த துணியால் தூசி துடைக்கவும். மழையில் படாமல் வைக்கவும்.',
    },
  },
  furniture: {
    en: {
      intro: 'Solid plantation timber, joined and oiled in our Moratuwa workshop the way carpenters have done for generations.',
      features: [
        'Plantation-grown, legally sourced wood',
        'Mortise and tenon joints, no particle board',
        'Delivered assembled within Colombo, flat-packed elsewhere',
      ],
      care: 'Wipe with a damp cloth and re-oil once a year. Keep away from standing water.',
    },
    si: {
      intro: 'පරම්පරා ගණනාවක් තිස්සේ වඩුවන් කළ ආකාරයටම මොරටුව වැඩමුළුවේ සවිකර තෙල් ගාන ලද ඝන වැවිලි දැව.',
      features: ['වැවිලි වලින් නීත්‍යානුකූලව ලබාගත් දැව', 'සාම්ප්‍රදායික මූට්ටු, පාටිකල් බෝඩ් නැත', 'කොළඹ තුළ එකලස් කර බෙදා හරිනු ලැබේ'],
      care: 'තෙත් රෙද්දකින් පිසදමා වසරකට වරක් තෙල් ගාන්න. ජලය රැඳීමෙන් වළක්වන්න.',
    },
    ta: {
      intro: 'தலைமுறைகளாகத் தச்சர்கள் செய்வதுபோல் மொரட்டுவைப் பட்டறையில் இணைத்து எண்ணெய் பூசிய உறுதியான மரம்.',
      features: ['சட்டப்படி பெறப்பட்ட தோட்ட மரம்', 'பாரம்பரிய இணைப்புகள், துகள் பலகை இல்லை', 'கொழும்பில் பொருத்தியபடி விநியோகம்'],
      care: 'ஈரத் துணியால் துடைத்து ஆண்டுக்கு ஒருமுறை எண்ணெய் பூசவும். தேங்கும் நீரிலிருந்து விலக்கி வைக்கவும்.',
    },
  },
  lighting: {
    en: {
      intro: 'Warm light for verandas and living rooms, from temple-style brass lamps to woven shades.',
      features: [
        'Electric pieces are wired for 230 V with a standard E27 holder',
        'Brass is cast and polished by hand',
        'Bulbs and oil are not included',
      ],
      care: 'Polish brass with tamarind pulp or a soft cloth. Switch off before cleaning.',
    },
    si: {
      intro: 'පන්සල් පන්නයේ පිත්තල පහන්වල සිට ගෙතූ ආවරණ දක්වා, ඉස්තෝප්පුවට සහ සාලයට උණුසුම් ආලෝකයක්.',
      features: ['විදුලි ලාම්පු 230 V සහ E27 රඳවනයක් සමඟ', 'පිත්තල අතින් වාත්තු කර ඔප දමා ඇත', 'බල්බ සහ තෙල් ඇතුළත් නොවේ'],
      care: 'පිත්තල සියඹලා හෝ මෘදු රෙද්දකින් ඔප දමන්න. පිරිසිදු කිරීමට පෙර විදුලිය විසන්ධි කරන්න.',
    },
    ta: {
      intro: 'கோயில் பாணிப் பித்தளை விளக்குகள் முதல் நெய்த மூடிகள் வரை, முற்றத்துக்கும் வரவேற்பறைக்கும் இதமான ஒளி.',
      features: ['மின் விளக்குகள் 230 V, E27 பொருத்தியுடன்', 'பித்தளை கையால் வார்க்கப்பட்டு மெருகூட்டப்பட்டது', 'மின்குமிழ் மற்றும் எண்ணெய் சேர்க்கப்படவில்லை'],
      care: 'பித்தளையைப் புளி அல்லது மென்துணியால் மெருகூட்டவும். சுத்தம் செய்யும் முன் மின்சாரத்தை நிறுத்தவும்.',
    },
  },
  'tea-spices': {
    en: {
      intro: 'Single-estate teas and spices bought directly from growers in Uva, Matale and the deep south.',
      features: ['Packed within weeks of harvest', 'No added colour, flavour or fillers', 'Resealable, recyclable pouch'],
      care: 'Store in a cool, dry place away from sunlight. Best within 12 months.',
    },
    si: {
      intro: 'ඌව, මාතලේ සහ දකුණේ වගාකරුවන්ගෙන් සෘජුවම මිලදී ගත් තනි වත්තේ තේ සහ කුළුබඩු.',
      features: ['අස්වැන්නෙන් සති කිහිපයකින් ඇසුරුම් කර ඇත', 'කෘත්‍රිම වර්ණ, රස හෝ මිශ්‍රණ නැත', 'නැවත වැසිය හැකි, ප්‍රතිචක්‍රීකරණය කළ හැකි ඇසුරුම'],
      care: 'හිරු එළියෙන් ඈත් කර සිසිල් වියළි ස්ථානයක ගබඩා කරන්න. මාස 12ක් ඇතුළත භාවිත කරන්න.',
    },
    ta: {
      intro: 'ஊவா, மாத்தளை மற்றும் தென் பகுதி விவசாயிகளிடமிருந்து நேரடியாக வாங்கிய ஒற்றைத் தோட்டத் தேநீரும் மசாலாவும்.',
      features: ['அறுவடையிலிருந்து சில வாரங்களுக்குள் பொதியிடப்பட்டது', 'செயற்கை நிறம், சுவை அல்லது கலப்படம் இல்லை', 'மீண்டும் மூடக்கூடிய மறுசுழற்சிப் பொதி'],
      care: 'சூரிய ஒளி படாத குளிர்ந்த உலர்ந்த இடத்தில் வைக்கவும். 12 மாதங்களுக்குள் பயன்படுத்தவும்.',
    },
  },
  wellness: {
    en: {
      intro: 'Ayurvedic recipes from a family pharmacy in Kalutara, made with cold-pressed oils and garden herbs.',
      features: ['Free of parabens and mineral oil', 'Not tested on animals', 'Made in small batches'],
      care: 'For external use only. Patch test before first use and keep away from children.',
    },
    si: {
      intro: 'කළුතර පවුලේ ඖෂධ සැලකින් පැවත එන ආයුර්වේද වට්ටෝරු, සීතලෙන් මිරිකූ තෙල් සහ වත්තේ ඖෂධ පැළෑටි සමඟ.',
      features: ['පැරබෙන් සහ ඛනිජ තෙල් රහිතයි', 'සතුන් මත පරීක්ෂා කර නැත', 'කුඩා කාණ්ඩ වශයෙන් නිපදවා ඇත'],
      care: 'බාහිර භාවිතය සඳහා පමණි. පළමු භාවිතයට පෙර සමේ කුඩා ප්‍රදේශයක අත්හදා බලන්න.',
    },
    ta: {
      intro: 'களுத்துறைக் குடும்ப மருந்தகத்தின் ஆயுர்வேதச் செய்முறைகள், குளிர் அழுத்த எண்ணெயும் மூலிகைகளும் கொண்டு.',
      features: ['பாரபென் மற்றும் கனிம எண்ணெய் இல்லை', 'விலங்குகளில் சோதிக்கப்படவில்லை', 'சிறு தொகுதிகளாகத் தயாரிக்கப்பட்டது'],
      care: 'வெளிப்புறப் பயன்பாட்டுக்கு மட்டும். முதலில் சிறு பகுதியில் சோதித்துப் பார்க்கவும்.',
    },
  },
  garden: {
    en: {
      intro: 'Pots, planters and garden pieces made from clay, coir and timber that weather the monsoon well.',
      features: ['Drainage holes where plants need them', 'Coir and clay are fully biodegradable', 'Suitable for balconies and verandas'],
      care: 'Empty standing water after heavy rain. Bring timber pieces under cover during the monsoon.',
    },
    si: {
      intro: 'මෝසම් වැසිවලට ඔරොත්තු දෙන මැටි, කොහු සහ දැවයෙන් තැනූ බඳුන් සහ උයන් භාණ්ඩ.',
      features: ['පැළවලට අවශ්‍ය ස්ථානවල ජලය බැස යාමට සිදුරු', 'කොහු සහ මැටි සම්පූර්ණයෙන්ම දිරාපත් වේ', 'සඳලුතල සහ ඉස්තෝප්පු සඳහා සුදුසුයි'],
      care: 'තද වැස්සෙන් පසු රැඳී ඇති ජලය ඉවත් කරන්න. මෝසම් කාලයේ දැව භාණ්ඩ වහලක් යටට ගන්න.',
    },
    ta: {
      intro: 'பருவமழையைத் தாங்கும் களிமண், தென்னந்தும்பு மற்றும் மரத்தாலான தொட்டிகளும் தோட்டப் பொருட்களும்.',
      features: ['தேவையான இடங்களில் நீர் வடிகால் துளைகள்', 'தும்பும் களிமண்ணும் முழுமையாக மக்கக்கூடியவை', 'பால்கனி மற்றும் முற்றங்களுக்கு ஏற்றது'],
      care: 'கனமழைக்குப் பின் தேங்கிய நீரை அகற்றவும். மழைக்காலத்தில் மரப் பொருட்களை மூடிய இடத்தில் வைக்கவும்.',
    },
  },
  crafts: {
    en: {
      intro: 'Small-batch handicrafts from village workshops, from Beeralu lace in Galle to palmyrah weaving in Jaffna.',
      features: [
        'Bought directly from the artisan families',
        'Natural fibres, lacquers and dyes',
        'Comes with a card telling the maker’s story',
      ],
      care: 'Keep dry and dust gently. Natural materials may vary slightly in colour.',
    },
    si: {
      intro: 'ගාල්ලේ බීරළු ලේස් සිට යාපනයේ තල් ගෙතුම් දක්වා, ගම්බද වැඩමුළුවල කුඩා කාණ්ඩ අත්කම් භාණ්ඩ.',
      features: ['ශිල්පී පවුල්වලින් සෘජුවම මිලදී ගත්', 'ස්වභාවික කෙඳි, ලාක්ෂා සහ සායම්', 'නිර්මාණකරුගේ කතාව සහිත කාඩ්පතක් සමඟ'],
      care: 'වියළිව තබා මෘදුව දූවිලි පිසදමන්න. ස්වභාවික ද්‍රව්‍යවල වර්ණය මඳක් වෙනස් විය හැක.',
    },
    ta: {
      intro: 'காலியின் பீரலு லேஸ் முதல் யாழ்ப்பாணப் பனையோலை நெசவு வரை, கிராமப் பட்டறைகளின் கைவினைப் பொருட்கள்.',
      features: ['கைவினைக் குடும்பங்களிடமிருந்து நேரடியாக வாங்கப்பட்டது', 'இயற்கை நார், அரக்கு மற்றும் சாயங்கள்', 'உருவாக்கியவரின் கதை கூறும் அட்டையுடன்'],
      care: 'உலர்வாக வைத்து மெதுவாகத் தூசி துடைக்கவும். இயற்கைப் பொருட்களின் நிறம் சிறிது மாறுபடலாம்.',
    },
  },
  bedding: {
    en: {
      intro: 'Breathable cotton and natural fillings for warm, humid nights, woven and stitched in Sri Lanka.',
      features: [
        'Handloom cotton that softens with every wash',
        'Kapok and coir fillings, no synthetic foam',
        'Standard Sri Lankan bed sizes',
      ],
      care: 'Machine wash cotton on a gentle cycle. Air pillows in the sun once a month.',
    },
    si: {
      intro: 'උණුසුම්, තෙතමනය සහිත රාත්‍රීන් සඳහා වාතය ගලා යන කපු සහ ස්වභාවික පිරවුම්, ලංකාවේම වියා මසා ඇත.',
      features: ['සෑම සේදීමකින්ම මෘදු වන අත්යන්ත්‍ර කපු', 'පුළුන් සහ කොහු පිරවුම්, කෘත්‍රිම ෆෝම් නැත', 'සම්මත ලාංකීය ඇඳ ප්‍රමාණ'],
      care: 'කපු රෙදි මෘදු චක්‍රයකින් යන්ත්‍රයෙන් සෝදන්න. මසකට වරක් කොට්ට අව්වේ තබන්න.',
    },
    ta: {
      intro: 'வெப்பமான ஈரப்பதமான இரவுகளுக்குக் காற்றோட்டமான பருத்தியும் இயற்கை நிரப்பிகளும், இலங்கையில் நெய்து தைக்கப்பட்டவை.',
      features: [
        'ஒவ்வொரு கழுவலிலும் மென்மையாகும் கைத்தறிப் பருத்தி',
        'இலவம் பஞ்சு மற்றும் தும்பு நிரப்பி, செயற்கை நுரை இல்லை',
        'நிலையான இலங்கைப் படுக்கை அளவுகள்',
      ],
      care: 'பருத்தியை மென்மையான சுழற்சியில் இயந்திரத்தில் கழுவவும். மாதம் ஒருமுறை தலையணைகளை வெயிலில் வைக்கவும்.',
    },
  },
};

const FROM: Record<Lang, (brand: string) => string> = {
  en: (brand) => `by ${brand}`,
  si: (brand) => `${brand} නිෂ්පාදනයකි`,
  ta: (brand) => `${brand} தயாரிப்பு`,
};

const CARE_HEADING: Record<Lang, string> = { en: 'Care', si: 'නඩත්තුව', ta: 'பராமரிப்பு' };
const OPTIONS_NOTE: Record<Lang, string> = {
  en: 'Choose your option above; the price updates with your choice.',
  si: 'ඉහතින් ඔබේ තේරීම කරන්න; මිල ඒ අනුව වෙනස් වේ.',
  ta: 'மேலே உங்கள் தெரிவைச் செய்யவும்; விலை அதற்கேற்ப மாறும்.',
};

function paragraphHtml(lang: Lang, name: string, brand: string, category: CategoryKey, hasOptions: boolean): string {
  const copy = COPY[category][lang];
  const items = copy.features.map((f) => `<li>${escapeHtml(f)}</li>`).join('');
  const options = hasOptions ? `<p><em>${escapeHtml(OPTIONS_NOTE[lang])}</em></p>` : '';
  return (
    `<p><strong>${escapeHtml(name)}</strong> ${escapeHtml(FROM[lang](brand))}. ${escapeHtml(copy.intro)}</p>` +
    `<ul>${items}</ul>${options}<h3>${escapeHtml(CARE_HEADING[lang])}</h3><p>${escapeHtml(copy.care)}</p>`
  );
}

/** HTML that a sanitiser must clean: an inline script and an event-handler attribute. */
const HOSTILE_EXTRA =
  '<script>alert(1)</script>' +
  '<p><img src="https://example.invalid/moonstone.jpg" onerror="alert(document.cookie)" alt="Moonstone detail"></p>' +
  '<p><a href="javascript:alert(1)">Read the legend of the moonstone</a></p>';

/** The description of a hand-written product: en and si always, ta when the product has a Tamil name. */
export function describeProduct(options: {
  name: LocalizedText;
  brand: string;
  category: CategoryKey;
  hasOptions: boolean;
  hostile: boolean;
}): LocalizedText {
  const result: LocalizedText = {};
  for (const lang of ['en', 'si', 'ta'] as const) {
    const name = options.name[lang];
    if (name === undefined) continue;
    let html = paragraphHtml(lang, name, options.brand, options.category, options.hasOptions);
    if (options.hostile && lang === 'en') html += HOSTILE_EXTRA;
    result[lang] = html;
  }
  return result;
}

/** Shorter shared descriptions for generated products, built once per category (no product name inside). */
export function categoryDescription(category: CategoryKey, withTamil: boolean): LocalizedText {
  const result: LocalizedText = {};
  for (const lang of withTamil ? (['en', 'si', 'ta'] as const) : (['en', 'si'] as const)) {
    const copy = COPY[category][lang];
    result[lang] = `<p>${escapeHtml(copy.intro)}</p><ul>${copy.features.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>`;
  }
  return result;
}

/** A plain-text summary for SEO descriptions. */
export function seoSummary(name: string, category: CategoryKey): string {
  const text = `${name}. ${COPY[category].en.intro}`;
  return text.length <= 160 ? text : `${text.slice(0, 157).trimEnd()}...`;
}
