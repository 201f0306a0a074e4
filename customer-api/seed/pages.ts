import type { ContentPage, LocalizedText } from '../../lib/api/schemas';
import { DAY_MS, isoAt } from './constants';

export const PAGE_IDS = {
  aboutUs: 'about-us',
  terms: 'terms',
  privacy: 'privacy',
  delivery: 'delivery-information',
  returns: 'returns',
} as const;

interface PageText {
  title: LocalizedText;
  content: LocalizedText;
  daysAgo: number;
}

const PAGES: Record<keyof typeof PAGE_IDS, PageText> = {
  aboutUs: {
    title: { en: 'About us', si: 'අප ගැන', ta: 'எம்மைப் பற்றி' },
    daysAgo: 120,
    content: {
      en:
        '<h2>Made in Sri Lanka, by hand</h2>' +
        '<p>Lanka Living began in 2014 as a single stall at the Good Market in Colombo, selling clay pots from a family kiln in Molagoda. Today we work with more than <strong>120 artisan families</strong> across the island — weavers in Kandy, brass smiths in Pilimathalawa, lacquer workers in Matale and palmyrah weavers in Jaffna.</p>' +
        '<h3>What we stand for</h3>' +
        '<ul><li>Fair prices, paid to makers within 14 days</li><li>Natural, local materials: clay, coir, cotton, brass, plantation timber</li><li>Plastic-free packaging on every order</li></ul>' +
        '<p>Visit our shops in <a href="/information/page/delivery-information">Colombo, Kandy and Galle Fort</a>, or order online for island-wide delivery.</p>',
      si:
        '<h2>ශ්‍රී ලංකාවේ, අතින්ම නිපදවූ</h2>' +
        '<p>ලංකා ලිවිං 2014 දී කොළඹ ගුඩ් මාකට් හි මොලගොඩ පවුලේ කුඹල් හලක මැටි භාණ්ඩ අලෙවි කළ කුඩා කුටියකින් ආරම්භ විය. අද අපි දිවයින පුරා <strong>ශිල්පී පවුල් 120කට වැඩි</strong> ගණනක් සමඟ කටයුතු කරමු.</p>' +
        '<h3>අපගේ ප්‍රතිපත්ති</h3>' +
        '<ul><li>නිර්මාණකරුවන්ට දින 14ක් ඇතුළත සාධාරණ මිලක්</li><li>ස්වභාවික, දේශීය ද්‍රව්‍ය</li><li>සෑම ඇණවුමකටම ප්ලාස්ටික් රහිත ඇසුරුම්</li></ul>' +
        '<p>කොළඹ, මහනුවර සහ ගාලු කොටුවේ අපගේ වෙළඳසැල් වෙත පැමිණෙන්න, නැතහොත් දිවයින පුරා බෙදාහැරීම සඳහා ඔන්ලයින් ඇණවුම් කරන්න.</p>',
      ta:
        '<h2>இலங்கையில், கையால் செய்யப்பட்டது</h2>' +
        '<p>லங்கா லிவிங் 2014 இல் கொழும்பு குட் மார்க்கெட்டில் ஒரு சிறு கடையாகத் தொடங்கியது. இன்று தீவு முழுவதும் <strong>120க்கும் மேற்பட்ட கைவினைக் குடும்பங்களுடன்</strong> இணைந்து பணியாற்றுகிறோம்.</p>' +
        '<ul><li>உருவாக்குபவர்களுக்கு நியாயமான விலை</li><li>இயற்கையான உள்ளூர்ப் பொருட்கள்</li><li>பிளாஸ்டிக் இல்லாத பொதியிடல்</li></ul>',
    },
  },
  terms: {
    title: { en: 'Terms and conditions', si: 'නියම සහ කොන්දේසි', ta: 'விதிமுறைகள் மற்றும் நிபந்தனைகள்' },
    daysAgo: 200,
    content: {
      en:
        '<h2>Terms and conditions</h2>' +
        '<p>These terms apply to every order placed on this website with Lanka Living (Private) Limited, 42 Flower Road, Colombo 07.</p>' +
        '<ol><li><strong>Prices</strong> are shown in Sri Lankan rupees and include VAT. US dollar prices are for guidance; you are charged in the currency shown at checkout.</li>' +
        '<li><strong>Availability.</strong> Handmade items are made in small numbers. If an item sells out after you order, we refund you in full.</li>' +
        '<li><strong>Payment</strong> is by card through our payment provider, or cash on delivery where offered.</li>' +
        '<li><strong>Colours</strong> of natural materials vary slightly from the pictures.</li></ol>' +
        '<p>Questions? Email <a href="mailto:hello@lankaliving.example">hello@lankaliving.example</a>.</p>',
      si:
        '<h2>නියම සහ කොන්දේසි</h2>' +
        '<p>මෙම නියම ලංකා ලිවිං (පුද්ගලික) සමාගම සමඟ මෙම වෙබ් අඩවියේ කරන සෑම ඇණවුමකටම අදාළ වේ.</p>' +
        '<ol><li>මිල ගණන් ශ්‍රී ලංකා රුපියල්වලින් වන අතර වැට් බද්ද ඇතුළත් වේ.</li><li>ඇණවුමෙන් පසු භාණ්ඩයක් අවසන් වුවහොත් සම්පූර්ණ මුදල ආපසු ගෙවනු ලැබේ.</li><li>ගෙවීම කාඩ්පතකින් හෝ ලැබුණු විට මුදලින්.</li></ol>',
      ta:
        '<h2>விதிமுறைகள் மற்றும் நிபந்தனைகள்</h2>' +
        '<p>இந்த விதிமுறைகள் இந்த இணையதளத்தில் செய்யப்படும் ஒவ்வொரு கொள்வனவுக்கும் பொருந்தும்.</p>' +
        '<ol><li>விலைகள் இலங்கை ரூபாயில், VAT உட்பட.</li><li>பொருள் கிடைக்காவிட்டால் முழுத் தொகையும் திருப்பித் தரப்படும்.</li></ol>',
    },
  },
  privacy: {
    title: { en: 'Privacy policy', si: 'පෞද්ගලිකත්ව ප්‍රතිපත්තිය', ta: 'தனியுரிமைக் கொள்கை' },
    daysAgo: 90,
    content: {
      en:
        '<h2>Privacy policy</h2>' +
        '<p>We collect only what we need to deliver your order: your name, email, phone number and delivery address. Card details are handled by our payment provider and never stored by us.</p>' +
        '<h3>Cookies</h3><p>We use cookies to remember your cart, language, currency and chosen shop. Analytics cookies are used only if you allow them.</p>' +
        '<h3>Your rights</h3><ul><li>Ask for a copy of your data</li><li>Ask us to correct or delete it</li><li>Unsubscribe from our newsletter at any time</li></ul>',
      si:
        '<h2>පෞද්ගලිකත්ව ප්‍රතිපත්තිය</h2>' +
        '<p>ඔබේ ඇණවුම බෙදා හැරීමට අවශ්‍ය තොරතුරු පමණක් අපි එකතු කරමු: නම, ඊමේල්, දුරකථන අංකය සහ ලිපිනය. කාඩ්පත් විස්තර අප ගබඩා නොකරයි.</p>' +
        '<h3>කුකීස්</h3><p>ඔබේ කරත්තය, භාෂාව සහ වෙළඳසැල මතක තබා ගැනීමට කුකීස් භාවිත කරයි.</p>',
      ta:
        '<h2>தனியுரிமைக் கொள்கை</h2>' + '<p>உங்கள் கொள்வனவை விநியோகிக்கத் தேவையான தகவல்களை மட்டுமே சேகரிக்கிறோம். அட்டை விவரங்களை நாம் சேமிப்பதில்லை.</p>',
    },
  },
  delivery: {
    title: { en: 'Delivery information', si: 'බෙදාහැරීමේ තොරතුරු', ta: 'விநியோகத் தகவல்' },
    daysAgo: 30,
    content: {
      en:
        '<h2>Delivery</h2>' +
        '<table><thead><tr><th>Area</th><th>Time</th><th>Charge</th></tr></thead><tbody>' +
        '<tr><td>Colombo and suburbs</td><td>1–2 working days</td><td>Rs 350</td></tr>' +
        '<tr><td>Kandy and Galle districts</td><td>2–3 working days</td><td>Rs 450</td></tr>' +
        '<tr><td>Rest of the island</td><td>3–5 working days</td><td>Rs 650</td></tr></tbody></table>' +
        '<p><strong>Free island-wide delivery</strong> on orders over Rs 15,000. Furniture is delivered by our own van within Colombo and by courier elsewhere.</p>' +
        '<h3>Store pickup</h3><p>Choose pickup at checkout and collect from our Colombo, Kandy or Galle Fort shop. We will message you when your order is ready.</p>' +
        '<p>Some remote areas are not served by our couriers yet; checkout will tell you if your city is one of them.</p>',
      si:
        '<h2>බෙදාහැරීම</h2>' +
        '<ul><li>කොළඹ සහ තදාසන්න: වැඩ කරන දින 1–2, රු. 350</li><li>මහනුවර සහ ගාල්ල: වැඩ කරන දින 2–3, රු. 450</li><li>දිවයිනේ අනෙකුත් ප්‍රදේශ: වැඩ කරන දින 3–5, රු. 650</li></ul>' +
        '<p>රු. 15,000ට වැඩි ඇණවුම් සඳහා <strong>දිවයින පුරා නොමිලේ බෙදාහැරීම</strong>.</p>',
      ta:
        '<h2>விநியோகம்</h2>' +
        '<ul><li>கொழும்பு: 1–2 வேலை நாட்கள், ரூ. 350</li><li>கண்டி மற்றும் காலி: 2–3 வேலை நாட்கள், ரூ. 450</li><li>ஏனைய பகுதிகள்: 3–5 வேலை நாட்கள், ரூ. 650</li></ul>' +
        '<p>ரூ. 15,000க்கு மேற்பட்ட கொள்வனவுகளுக்கு <strong>இலவச விநியோகம்</strong>.</p>',
    },
  },
  returns: {
    title: { en: 'Returns and refunds', si: 'ආපසු භාරදීම් සහ මුදල් ආපසු ගෙවීම්', ta: 'திருப்பி அனுப்புதல் மற்றும் பணம் மீளளிப்பு' },
    daysAgo: 60,
    content: {
      en:
        '<h2>Returns and refunds</h2>' +
        '<p>Changed your mind? Return unused items within <strong>14 days</strong> of delivery for a full refund. Items marked as not returnable (food, tea, spices and personal care) cannot be returned once opened.</p>' +
        '<ol><li>Email us your order number and the items you are returning.</li><li>Drop them at any of our shops or send them back by courier.</li><li>We refund to your original payment method within 7 working days.</li></ol>' +
        '<p>Damaged in transit? Send us a photo within 48 hours and we will replace the item free of charge.</p>',
      si:
        '<h2>ආපසු භාරදීම්</h2>' +
        '<p>භාවිත නොකළ භාණ්ඩ බෙදාහැරීමෙන් <strong>දින 14ක්</strong> ඇතුළත ආපසු භාර දී සම්පූර්ණ මුදල ලබා ගන්න. ආහාර, තේ, කුළුබඩු සහ පුද්ගලික සත්කාර භාණ්ඩ විවෘත කළ පසු ආපසු ගත නොහැක.</p>',
      ta:
        '<h2>திருப்பி அனுப்புதல்</h2>' +
        '<p>பயன்படுத்தாத பொருட்களை விநியோகத்திலிருந்து <strong>14 நாட்களுக்குள்</strong> திருப்பி அனுப்பி முழுப் பணத்தையும் பெறலாம்.</p>',
    },
  },
};

export function buildPages(): ContentPage[] {
  return (Object.keys(PAGE_IDS) as Array<keyof typeof PAGE_IDS>).map((key) => ({
    id: PAGE_IDS[key],
    title: { ...PAGES[key].title },
    content: { ...PAGES[key].content },
    updatedDate: isoAt(PAGES[key].daysAgo * DAY_MS),
  }));
}

export function pageTitle(key: keyof typeof PAGE_IDS): LocalizedText {
  return { ...PAGES[key].title };
}
