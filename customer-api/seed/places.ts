import type { City, CountryInfo, LocalizedText } from '../../lib/api/schemas';

type Names = readonly [en: string, si: string, ta: string];

const text = ([en, si, ta]: Names): LocalizedText => ({ en, si, ta });

interface DistrictData {
  key: string;
  name: Names;
  /** [name, postal code, deliverable] */
  cities: ReadonlyArray<readonly [Names, string, boolean]>;
}

interface ProvinceData {
  key: string;
  name: Names;
  districts: readonly DistrictData[];
}

/** Sri Lanka: 9 provinces, 25 districts, and the cities the shop delivers to (or not). */
const PROVINCES: readonly ProvinceData[] = [
  {
    key: 'western',
    name: ['Western', 'බස්නාහිර', 'மேல்'],
    districts: [
      {
        key: 'colombo',
        name: ['Colombo', 'කොළඹ', 'கொழும்பு'],
        cities: [
          [['Colombo 01 Fort', 'කොළඹ 01 කොටුව', 'கொழும்பு 01 கோட்டை'], '00100', true],
          [['Colombo 03 Kollupitiya', 'කොළඹ 03 කොල්ලුපිටිය', 'கொழும்பு 03 கொள்ளுப்பிட்டி'], '00300', true],
          [['Colombo 07 Cinnamon Gardens', 'කොළඹ 07 කුරුඳු වත්ත', 'கொழும்பு 07 கறுவாத்தோட்டம்'], '00700', true],
          [['Dehiwala', 'දෙහිවල', 'தெகிவளை'], '10350', true],
          [['Mount Lavinia', 'ගල්කිස්ස', 'கல்கிசை'], '10370', true],
          [['Nugegoda', 'නුගේගොඩ', 'நுகேகொடை'], '10250', true],
          [['Maharagama', 'මහරගම', 'மகரகம'], '10280', true],
          [['Battaramulla', 'බත්තරමුල්ල', 'பத்தரமுல்லை'], '10120', true],
          [['Moratuwa', 'මොරටුව', 'மொறட்டுவை'], '10400', true],
          [['Homagama', 'හෝමාගම', 'ஹோமாகம'], '10200', true],
          [['Avissawella', 'අවිස්සාවේල්ල', 'அவிசாவளை'], '10700', true],
        ],
      },
      {
        key: 'gampaha',
        name: ['Gampaha', 'ගම්පහ', 'கம்பகா'],
        cities: [
          [['Gampaha', 'ගම්පහ', 'கம்பகா'], '11000', true],
          [['Negombo', 'මීගමුව', 'நீர்கொழும்பு'], '11500', true],
          [['Wattala', 'වත්තල', 'வத்தளை'], '11300', true],
          [['Ja-Ela', 'ජා-ඇල', 'ஜா-எல'], '11350', true],
          [['Kadawatha', 'කඩවත', 'கடவத்தை'], '11850', true],
          [['Minuwangoda', 'මිනුවන්ගොඩ', 'மினுவாங்கொடை'], '11550', true],
        ],
      },
      {
        key: 'kalutara',
        name: ['Kalutara', 'කළුතර', 'களுத்துறை'],
        cities: [
          [['Kalutara', 'කළුතර', 'களுத்துறை'], '12000', true],
          [['Panadura', 'පානදුර', 'பாணந்துறை'], '12500', true],
          [['Horana', 'හොරණ', 'ஹொரணை'], '12400', true],
          [['Beruwala', 'බේරුවල', 'பேருவளை'], '12070', true],
        ],
      },
    ],
  },
  {
    key: 'central',
    name: ['Central', 'මධ්‍යම', 'மத்திய'],
    districts: [
      {
        key: 'kandy',
        name: ['Kandy', 'මහනුවර', 'கண்டி'],
        cities: [
          [['Kandy', 'මහනුවර', 'கண்டி'], '20000', true],
          [['Peradeniya', 'පේරාදෙණිය', 'பேராதனை'], '20400', true],
          [['Katugastota', 'කටුගස්තොට', 'கட்டுகஸ்தோட்டை'], '20800', true],
          [['Gampola', 'ගම්පොළ', 'கம்பளை'], '20500', true],
          [['Kundasale', 'කුණ්ඩසාලේ', 'குண்டசாலை'], '20168', true],
        ],
      },
      {
        key: 'matale',
        name: ['Matale', 'මාතලේ', 'மாத்தளை'],
        cities: [
          [['Matale', 'මාතලේ', 'மாத்தளை'], '21000', true],
          [['Dambulla', 'දඹුල්ල', 'தம்புள்ளை'], '21100', true],
          [['Sigiriya', 'සීගිරිය', 'சீகிரியா'], '21120', true],
        ],
      },
      {
        key: 'nuwara-eliya',
        name: ['Nuwara Eliya', 'නුවරඑළිය', 'நுவரெலியா'],
        cities: [
          [['Nuwara Eliya', 'නුවරඑළිය', 'நுவரெலியா'], '22200', true],
          [['Hatton', 'හැටන්', 'ஹட்டன்'], '22000', true],
          [['Talawakele', 'තලවාකැලේ', 'தலவாக்கலை'], '22100', true],
          [['Maskeliya', 'මස්කෙළිය', 'மஸ்கெலியா'], '22070', false],
        ],
      },
    ],
  },
  {
    key: 'southern',
    name: ['Southern', 'දකුණු', 'தென்'],
    districts: [
      {
        key: 'galle',
        name: ['Galle', 'ගාල්ල', 'காலி'],
        cities: [
          [['Galle', 'ගාල්ල', 'காலி'], '80000', true],
          [['Hikkaduwa', 'හික්කඩුව', 'ஹிக்கடுவை'], '80240', true],
          [['Ambalangoda', 'අම්බලන්ගොඩ', 'அம்பலாங்கொடை'], '80300', true],
          [['Unawatuna', 'උණවටුන', 'உனவட்டுன'], '80600', true],
          [['Baddegama', 'බද්දේගම', 'பத்தேகம'], '80200', true],
        ],
      },
      {
        key: 'matara',
        name: ['Matara', 'මාතර', 'மாத்தறை'],
        cities: [
          [['Matara', 'මාතර', 'மாத்தறை'], '81000', true],
          [['Weligama', 'වැලිගම', 'வெலிகம'], '81700', true],
          [['Akuressa', 'අකුරැස්ස', 'அக்குரஸ்ஸ'], '81400', true],
          [['Dikwella', 'දික්වැල්ල', 'திக்வெல்ல'], '81200', true],
        ],
      },
      {
        key: 'hambantota',
        name: ['Hambantota', 'හම්බන්තොට', 'அம்பாந்தோட்டை'],
        cities: [
          [['Hambantota', 'හම්බන්තොට', 'அம்பாந்தோட்டை'], '82000', true],
          [['Tangalle', 'තංගල්ල', 'தங்காலை'], '82200', true],
          [['Tissamaharama', 'තිස්සමහාරාමය', 'திஸ்ஸமகாராமை'], '82600', true],
          [['Ambalantota', 'අම්බලන්තොට', 'அம்பலாந்தோட்டை'], '82100', true],
        ],
      },
    ],
  },
  {
    key: 'northern',
    name: ['Northern', 'උතුරු', 'வட'],
    districts: [
      {
        key: 'jaffna',
        name: ['Jaffna', 'යාපනය', 'யாழ்ப்பாணம்'],
        cities: [
          [['Jaffna', 'යාපනය', 'யாழ்ப்பாணம்'], '40000', true],
          [['Chavakachcheri', 'චාවකච්චේරි', 'சாவகச்சேரி'], '40100', true],
          [['Point Pedro', 'පේදුරුතුඩුව', 'பருத்தித்துறை'], '40400', true],
        ],
      },
      {
        key: 'kilinochchi',
        name: ['Kilinochchi', 'කිලිනොච්චිය', 'கிளிநொச்சி'],
        cities: [
          [['Kilinochchi', 'කිලිනොච්චිය', 'கிளிநொச்சி'], '44000', true],
          [['Pallai', 'පළෙයි', 'பளை'], '44100', false],
        ],
      },
      {
        key: 'mannar',
        name: ['Mannar', 'මන්නාරම', 'மன்னார்'],
        cities: [
          [['Mannar', 'මන්නාරම', 'மன்னார்'], '41000', true],
          [['Talaimannar', 'තලෙයිමන්නාරම', 'தலைமன்னார்'], '41100', false],
        ],
      },
      {
        key: 'vavuniya',
        name: ['Vavuniya', 'වවුනියාව', 'வவுனியா'],
        cities: [
          [['Vavuniya', 'වවුනියාව', 'வவுனியா'], '43000', true],
          [['Cheddikulam', 'චෙට්ටිකුලම', 'செட்டிகுளம்'], '43100', false],
        ],
      },
      {
        key: 'mullaitivu',
        name: ['Mullaitivu', 'මුලතිව්', 'முல்லைத்தீவு'],
        cities: [
          [['Mullaitivu', 'මුලතිව්', 'முல்லைத்தீவு'], '42000', true],
          [['Puthukkudiyiruppu', 'පුදුකුඩුඉරුප්පු', 'புதுக்குடியிருப்பு'], '42150', false],
        ],
      },
    ],
  },
  {
    key: 'eastern',
    name: ['Eastern', 'නැගෙනහිර', 'கிழக்கு'],
    districts: [
      {
        key: 'batticaloa',
        name: ['Batticaloa', 'මඩකලපුව', 'மட்டக்களப்பு'],
        cities: [
          [['Batticaloa', 'මඩකලපුව', 'மட்டக்களப்பு'], '30000', true],
          [['Kattankudy', 'කාත්තන්කුඩි', 'காத்தான்குடி'], '30100', true],
          [['Eravur', 'ඒරාවූර්', 'ஏறாவூர்'], '30300', true],
        ],
      },
      {
        key: 'ampara',
        name: ['Ampara', 'අම්පාර', 'அம்பாறை'],
        cities: [
          [['Ampara', 'අම්පාර', 'அம்பாறை'], '32000', true],
          [['Kalmunai', 'කල්මුණේ', 'கல்முனை'], '32300', true],
          [['Pottuvil', 'පොතුවිල්', 'பொத்துவில்'], '32500', false],
        ],
      },
      {
        key: 'trincomalee',
        name: ['Trincomalee', 'ත්‍රිකුණාමලය', 'திருகோணமலை'],
        cities: [
          [['Trincomalee', 'ත්‍රිකුණාමලය', 'திருகோணமலை'], '31000', true],
          [['Kinniya', 'කින්නියා', 'கிண்ணியா'], '31100', true],
          [['Nilaveli', 'නිලාවේලි', 'நிலாவெளி'], '31010', true],
        ],
      },
    ],
  },
  {
    key: 'north-western',
    name: ['North Western', 'වයඹ', 'வடமேல்'],
    districts: [
      {
        key: 'kurunegala',
        name: ['Kurunegala', 'කුරුණෑගල', 'குருநாகல்'],
        cities: [
          [['Kurunegala', 'කුරුණෑගල', 'குருநாகல்'], '60000', true],
          [['Kuliyapitiya', 'කුලියාපිටිය', 'குளியாப்பிட்டி'], '60200', true],
          [['Pannala', 'පන්නල', 'பன்னல'], '60160', true],
          [['Wariyapola', 'වාරියපොළ', 'வாரியபொல'], '60400', true],
        ],
      },
      {
        key: 'puttalam',
        name: ['Puttalam', 'පුත්තලම', 'புத்தளம்'],
        cities: [
          [['Puttalam', 'පුත්තලම', 'புத்தளம்'], '61300', true],
          [['Chilaw', 'හලාවත', 'சிலாபம்'], '61000', true],
          [['Wennappuwa', 'වෙන්නප්පුව', 'வென்னப்புவ'], '61170', true],
          [['Kalpitiya', 'කල්පිටිය', 'கற்பிட்டி'], '61360', false],
        ],
      },
    ],
  },
  {
    key: 'north-central',
    name: ['North Central', 'උතුරු මැද', 'வட மத்திய'],
    districts: [
      {
        key: 'anuradhapura',
        name: ['Anuradhapura', 'අනුරාධපුරය', 'அனுராதபுரம்'],
        cities: [
          [['Anuradhapura', 'අනුරාධපුරය', 'அனுராதபுரம்'], '50000', true],
          [['Kekirawa', 'කැකිරාව', 'கெக்கிராவ'], '50100', true],
          [['Mihintale', 'මිහින්තලේ', 'மிகிந்தலை'], '50300', true],
          [['Medawachchiya', 'මැදවච්චිය', 'மதவாச்சி'], '50500', true],
        ],
      },
      {
        key: 'polonnaruwa',
        name: ['Polonnaruwa', 'පොළොන්නරුව', 'பொலன்னறுவை'],
        cities: [
          [['Polonnaruwa', 'පොළොන්නරුව', 'பொலன்னறுவை'], '51000', true],
          [['Hingurakgoda', 'හිඟුරක්ගොඩ', 'ஹிங்குராக்கொடை'], '51400', true],
          [['Medirigiriya', 'මැදිරිගිරිය', 'மெதிரிகிரிய'], '51500', true],
        ],
      },
    ],
  },
  {
    key: 'uva',
    name: ['Uva', 'ඌව', 'ஊவா'],
    districts: [
      {
        key: 'badulla',
        name: ['Badulla', 'බදුල්ල', 'பதுளை'],
        cities: [
          [['Badulla', 'බදුල්ල', 'பதுளை'], '90000', true],
          [['Bandarawela', 'බණ්ඩාරවෙල', 'பண்டாரவளை'], '90100', true],
          [['Ella', 'ඇල්ල', 'எல்ல'], '90090', true],
          [['Haputale', 'හපුතලේ', 'அப்புத்தளை'], '90160', true],
          [['Welimada', 'වැලිමඩ', 'வெலிமடை'], '90200', true],
        ],
      },
      {
        key: 'monaragala',
        name: ['Monaragala', 'මොණරාගල', 'மொனராகலை'],
        cities: [
          [['Monaragala', 'මොණරාගල', 'மொனராகலை'], '91000', true],
          [['Wellawaya', 'වැල්ලවාය', 'வெல்லவாய'], '91200', true],
          [['Kataragama', 'කතරගම', 'கதிர்காமம்'], '91400', true],
          [['Bibile', 'බිබිල', 'பிபிலை'], '91500', false],
        ],
      },
    ],
  },
  {
    key: 'sabaragamuwa',
    name: ['Sabaragamuwa', 'සබරගමුව', 'சப்ரகமுவ'],
    districts: [
      {
        key: 'ratnapura',
        name: ['Ratnapura', 'රත්නපුර', 'இரத்தினபுரி'],
        cities: [
          [['Ratnapura', 'රත්නපුර', 'இரத்தினபுரி'], '70000', true],
          [['Balangoda', 'බලන්ගොඩ', 'பலாங்கொடை'], '70100', true],
          [['Embilipitiya', 'ඇඹිලිපිටිය', 'எம்பிலிப்பிட்டிய'], '70200', true],
          [['Pelmadulla', 'පැල්මඩුල්ල', 'பெல்மடுள்ளை'], '70070', true],
        ],
      },
      {
        key: 'kegalle',
        name: ['Kegalle', 'කෑගල්ල', 'கேகாலை'],
        cities: [
          [['Kegalle', 'කෑගල්ල', 'கேகாலை'], '71000', true],
          [['Mawanella', 'මාවනැල්ල', 'மாவனெல்லை'], '71500', true],
          [['Warakapola', 'වරකාපොළ', 'வரக்காப்பொல'], '71600', true],
          [['Rambukkana', 'රඹුක්කන', 'றம்புக்கனை'], '71100', true],
        ],
      },
    ],
  },
];

export const COUNTRY_NAME = 'Sri Lanka';
export const COUNTRY_CODE = 'LK';

export const provinceId = (key: string): string => `prov-${key}`;
export const districtId = (key: string): string => `dist-${key}`;
const cityKey = (en: string): string =>
  en
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function buildCountry(): CountryInfo {
  return {
    name: COUNTRY_NAME,
    code: COUNTRY_CODE,
    provinces: PROVINCES.map((p) => ({
      id: provinceId(p.key),
      name: text(p.name),
      districts: p.districts.map((d) => ({ id: districtId(d.key), name: text(d.name), provinceId: provinceId(p.key) })),
    })),
  };
}

export function buildCities(): City[] {
  const cities: City[] = [];
  for (const p of PROVINCES) {
    for (const d of p.districts) {
      for (const [names, postalCode, deliverable] of d.cities) {
        cities.push({
          id: `city-${cityKey(names[0])}`,
          name: text(names),
          postalCode,
          districtId: districtId(d.key),
          provinceId: provinceId(p.key),
          deliverable,
        });
      }
    }
  }
  return cities;
}

/** District names in en/si/ta, used to name generated product collections. */
export function districtNames(): Names[] {
  return PROVINCES.flatMap((p) => p.districts.map((d) => d.name));
}
