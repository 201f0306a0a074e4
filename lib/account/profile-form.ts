import { z } from 'zod';
import { genders, type Gender, type Profile, type ProfileUpdate } from '@/lib/api/profile-schemas';

const PHONE = /^\+?[0-9 ()-]{9,16}$/;

/**
 * The profile form's fields (spec §5 profile messages); error messages are keys of the `validation`
 * messages. `today` is the browser's date (YYYY-MM-DD): a birthday after it is refused.
 */
export const profileFormSchemaFor = (today: string, currentEmail = '') =>
  z
    .object({
      name: z.string().trim().min(1, 'nameRequired').max(120),
      email: z.string().trim().min(1, 'emailRequired').max(254).pipe(z.email('emailFormatInvalid')),
      birthday: z.string().refine((v) => v === '' || v <= today, 'birthdayInFuture'),
      gender: z.string().refine((v): v is Gender => (genders as readonly string[]).includes(v), 'genderRequired'),
      phone: z
        .string()
        .trim()
        .refine((v) => v === '' || PHONE.test(v), 'contactNumberInvalid'),
      currentPassword: z.string().max(1024),
    })
    // A new email is asked for with the current password (the API checks it too).
    .refine((v) => !z.email().safeParse(v.email.trim()).success || !emailChanged(v.email, currentEmail) || v.currentPassword !== '', {
      message: 'currentPasswordRequired',
      path: ['currentPassword'],
    });
export type ProfileFormValues = z.input<ReturnType<typeof profileFormSchemaFor>>;

/** Today in the shopper's own calendar, as the birthday input writes dates. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whether the form's email is another address than the one the customer signs in with. */
export const emailChanged = (email: string, currentEmail: string): boolean =>
  email.trim().toLowerCase() !== currentEmail.trim().toLowerCase();

export function profileToForm(profile: Profile): ProfileFormValues {
  return {
    name: profile.name,
    email: profile.email,
    birthday: profile.birthday ?? '',
    gender: profile.gender ?? '',
    phone: profile.phone,
    currentPassword: '',
  };
}

/** Form values (already checked) as the `profile/update/profile` body; the password goes only with a new email. */
export function formToProfile(values: ProfileFormValues, currentEmail: string): ProfileUpdate {
  const fields = {
    name: values.name.trim(),
    email: values.email.trim(),
    birthday: values.birthday,
    gender: values.gender as Gender,
    phone: values.phone.trim(),
  };
  return emailChanged(values.email, currentEmail) ? { ...fields, currentPassword: values.currentPassword } : fields;
}
