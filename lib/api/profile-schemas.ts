import { z } from 'zod';
import { address, addressInput } from './cart-schemas';
import { idParam } from './schemas';

/**
 * Contract of the profile calls (spec §3 Profile, §5 profile messages, §7 profile/*): shared by the
 * storefront's forms and BFF and the reference server's routes.
 */

export const genders = ['male', 'female'] as const;
export const gender = z.enum(genders);
export type Gender = z.infer<typeof gender>;

/** spec §3 wish list entry: a product and its variant ('' = the default variant). */
export const wishListItem = z.object({ baseId: idParam, varianceKey: z.string().max(200) });
export type WishListItem = z.infer<typeof wishListItem>;

/** A wish list holds at most this many entries; adding one more is refused (409) until one is removed. */
export const WISH_LIST_LIMIT = 100;

/** What `profile/update/wishList` does with the entry; without `action` it toggles (spec §7 sends only the entry). */
export const wishListActions = ['add', 'remove', 'toggle'] as const;
export const wishListUpdate = wishListItem.extend({ action: z.enum(wishListActions).default('toggle') });
export type WishListUpdate = z.input<typeof wishListUpdate>;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date (YYYY-MM-DD) that exists, compared as text with today's date. */
const calendarDate = z
  .string()
  .regex(isoDate, 'Invalid date')
  .refine((value) => {
    const parsed = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
  }, 'Invalid date');

/** Today's date as YYYY-MM-DD in UTC, the reference for "Birthday cannot be a future date". */
export const todayIso = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/** spec §5 profile messages; the storefront form and the server share them. */
export const profileMessages = {
  nameEmpty: 'Name should not be empty',
  emailEmpty: 'Email should not be empty',
  emailInvalid: 'Invalid email format',
  birthdayFuture: 'Birthday cannot be a future date',
  genderRequired: 'Gender Selection Required',
  phoneInvalid: 'Contact number is invalid',
  currentPasswordRequired: 'Enter your current password to change your email',
  currentPasswordWrong: 'The current password is not correct',
} as const;

const PHONE = /^\+?[0-9 ()-]{9,16}$/;

/** The body of `profile/update/profile`, checked against `today` (the server's clock, the browser's date). */
export const profileUpdateFor = (today: () => string = () => todayIso()) =>
  z.object({
    name: z.string().trim().min(1, profileMessages.nameEmpty).max(120),
    email: z.string().trim().min(1, profileMessages.emailEmpty).max(254).pipe(z.email(profileMessages.emailInvalid)),
    birthday: z
      .string()
      .trim()
      .transform((v) => (v === '' ? null : v))
      .nullable()
      .pipe(calendarDate.refine((v) => v <= today(), profileMessages.birthdayFuture).nullable()),
    gender: z.enum(genders, { error: profileMessages.genderRequired }),
    phone: z
      .string()
      .trim()
      .refine((v) => v === '' || PHONE.test(v), profileMessages.phoneInvalid),
    /** Needed only to change the email: the address a customer signs in with. */
    currentPassword: z.string().max(1024).optional(),
  });
export const profileUpdate = profileUpdateFor();
export type ProfileUpdate = z.input<typeof profileUpdate>;

/** A saved address: created without an id, updated with its id (`profile/update/address`). */
export const savedAddressInput = addressInput.extend({ id: idParam.optional() });
export type SavedAddressInput = z.input<typeof savedAddressInput>;

export const savedAddress = address;
export type SavedAddress = z.infer<typeof savedAddress>;

/** spec §3 Profile as `profile/get` answers it. */
export const profile = z.object({
  userName: z.string(),
  merchantId: z.string(),
  name: z.string(),
  email: z.string(),
  birthday: z.string().nullable(),
  gender: gender.nullable(),
  phone: z.string(),
  wishList: z.array(wishListItem),
  addresses: z.array(savedAddress),
  defaultBillingAddress: z.string().nullable(),
  defaultShippingAddress: z.string().nullable(),
  emailVerified: z.boolean(),
  consumerProfileEmailVerified: z.boolean(),
  /** A new email waiting for its owner to follow the link mailed to it; `email` stays the sign-in one until then. */
  pendingEmail: z.string().nullable().optional(),
});
export type Profile = z.infer<typeof profile>;

export const addressIdParams = z.object({ addressId: idParam });
