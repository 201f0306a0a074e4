import { z } from 'zod';
import '@/lib/api/zod-config';
import type { AddressInput, addressInput } from '@/lib/api/cart-schemas';
import type { City, CountryInfo, LocalizedText } from '@/lib/api/schemas';
import { localize } from '@/lib/i18n/localize';

/** An address as the cart keeps it (every field present). */
export type CartAddress = z.output<typeof addressInput>;

/** The key of the one message the province, district and city selects share (shown once). */
const PLACE_SELECTION_REQUIRED = 'placeSelectionRequired';

/** The address form's fields; error messages are keys of the `validation` messages (spec §5). */
export const addressFormSchema = z.object({
  firstName: z.string().trim().min(1, 'firstNameRequired').max(80),
  lastName: z.string().trim().min(1, 'lastNameRequired').max(80),
  addressLine1: z.string().trim().min(1, 'addressLine1Required').max(200),
  addressLine2: z.string().trim().max(200),
  country: z.string().trim().min(1, 'countryRequired').max(80),
  // spec §5: one message for the three selects, 'City/Province/District should be selected'.
  provinceId: z.string().min(1, PLACE_SELECTION_REQUIRED),
  districtId: z.string().min(1, PLACE_SELECTION_REQUIRED),
  cityId: z.string().min(1, PLACE_SELECTION_REQUIRED),
  postalCode: z
    .string()
    .trim()
    .min(1, 'postalCodeRequired')
    .regex(/^[0-9]{5}$/, 'postalCodeInvalid'),
  contactNumber: z
    .string()
    .trim()
    .min(1, 'contactNumberRequired')
    .regex(/^\+?[0-9 ()-]{9,16}$/, 'contactNumberInvalid'),
});
export type AddressFormValues = z.infer<typeof addressFormSchema>;

/** A key of the `validation` messages: an email left empty is a mandatory field, a malformed one is invalid. */
export const CHECKOUT_EMAIL_EMPTY = 'mandatoryFields';

/** spec §5 checkout: 'Please fill the mandatory fields' for an empty email, '*Email is invalid' for a malformed one. */
export const checkoutEmailSchema = z.object({
  email: z.string().trim().min(1, CHECKOUT_EMAIL_EMPTY).pipe(z.email('checkoutEmailInvalid').max(200, 'checkoutEmailInvalid')),
});

const sameName = (name: LocalizedText, value: string) => Object.values(name).some((n) => n.trim() === value.trim());

/** A saved address's province and district: by its city (spec §7 find_by_id) when known, else by their names. */
function savedPlaces(address: AddressInput, info: CountryInfo | undefined, city: City | null | undefined) {
  const byCity = city && city.id === address.cityId ? info?.provinces.find((p) => p.id === city.provinceId) : undefined;
  const cityDistrict = byCity?.districts.find((d) => d.id === city?.districtId);
  if (byCity && cityDistrict) return { province: byCity, district: cityDistrict };
  const province = info?.provinces.find((p) => sameName(p.name, address.province));
  return { province, district: province?.districts.find((d) => sameName(d.name, address.district)) };
}

/**
 * A saved address as form values: its province and district from its city (`city`, the answer of
 * find_by_id for its cityId), or found by name in the country's lists when that is not known.
 */
export function addressToForm(
  address: AddressInput | null | undefined,
  country: string,
  info: CountryInfo | undefined,
  city?: City | null,
): AddressFormValues {
  const { province, district } = address ? savedPlaces(address, info, city) : { province: undefined, district: undefined };
  return {
    firstName: address?.firstName ?? '',
    lastName: address?.lastName ?? '',
    addressLine1: address?.addressLine1 ?? '',
    addressLine2: address?.addressLine2 ?? '',
    country: address?.country ?? country,
    provinceId: province?.id ?? '',
    districtId: district?.id ?? '',
    cityId: district ? (address?.cityId ?? '') : '',
    postalCode: address?.postalCode ?? '',
    contactNumber: address?.contactNumber ?? '',
  };
}

/** Form values as the contract's address, with place names in the shopper's language. */
export function formToAddress(
  values: AddressFormValues,
  info: CountryInfo | undefined,
  cities: readonly City[],
  locale: string,
): CartAddress | null {
  const province = info?.provinces.find((p) => p.id === values.provinceId);
  const district = province?.districts.find((d) => d.id === values.districtId);
  const city = cities.find((c) => c.id === values.cityId);
  if (!province || !district || !city) return null;
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    addressLine1: values.addressLine1.trim(),
    addressLine2: values.addressLine2.trim(),
    province: localize(province.name, locale),
    district: localize(district.name, locale),
    city: localize(city.name, locale),
    cityId: city.id,
    postalCode: values.postalCode.trim(),
    country: values.country.trim(),
    contactNumber: values.contactNumber.trim(),
    geoCoordinates: null,
  };
}
