import { getCountries, isValidPhoneNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

/** spec §5: the express courier calls the shopper, so its plans need a number valid in the address's country. */
export const COURIER_CONTACT_INVALID = 'Please enter a contact number that is valid for the express courier';

let regionNames: Map<string, CountryCode> | null = null;

/** Country names in English (as addresses carry them) to their ISO codes, built once from the library's countries. */
function namesToCodes(): Map<string, CountryCode> {
  if (regionNames) return regionNames;
  const display = new Intl.DisplayNames(['en'], { type: 'region' });
  regionNames = new Map(getCountries().map((code) => [(display.of(code) ?? code).toLowerCase(), code]));
  return regionNames;
}

/** The ISO 3166 code of an address's country: a code ('LK') or an English name ('Sri Lanka'); null when unknown. */
export function countryCodeOf(country: string): CountryCode | null {
  const key = country.trim();
  const upper = key.toUpperCase();
  if ((getCountries() as string[]).includes(upper)) return upper as CountryCode;
  return namesToCodes().get(key.toLowerCase()) ?? null;
}

/**
 * Whether the express courier can use a contact number: a valid number of the address's country by
 * its phone-number metadata (national or international form; a foreign number is not). An unknown
 * country accepts any valid international number.
 */
export function isCourierContactNumber(contactNumber: string, country: string): boolean {
  const code = countryCodeOf(country);
  try {
    if (!code) return isValidPhoneNumber(contactNumber);
    const parsed = parsePhoneNumberFromString(contactNumber, code);
    return parsed !== undefined && parsed.isValid() && parsed.country === code;
  } catch {
    return false;
  }
}
