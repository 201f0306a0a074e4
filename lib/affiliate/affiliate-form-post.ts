import { z } from 'zod';
import { routing } from '@/i18n/routing';
import '@/lib/api/zod-config';

/** Where the bank details form posts when pressed before the page's script ran. */
export const BANK_FORM_ACTION = '/api/affiliate/customer/form';
/** Where the new link form posts when pressed before the page's script ran. */
export const LINK_FORM_ACTION = '/api/affiliate/form';

export const BANK_FIELDS = ['bankId', 'accountName', 'accountNumber'] as const;
export const LINK_FIELDS = ['link', 'description', 'expiryDate'] as const;

/** The spec §5 messages (keys of `validation`) a form's answer may name; anything else is not shown. */
export const BANK_MESSAGES = ['bankNameRequired', 'accountNameRequired', 'accountNumberRequired'] as const;
export const LINK_MESSAGES = [
  'affiliateLinkRequired',
  'affiliateLinkInvalid',
  'descriptionRequired',
  'expiryDateRequired',
  'expiryDatePast',
] as const;

/** What a form's answer says once it is back on its page: the spec §8 toast (a key of `toast`). */
export const FORM_OUTCOMES = [
  'paymentInfoUpdated',
  'paymentInfoUpdateFailed',
  'affiliateLinkCreated',
  'affiliateLinkCreateFailed',
] as const;
export type FormOutcome = (typeof FORM_OUTCOMES)[number];

/** Caps of what the answer carries back in its address: the fields' own limits. */
const ECHO_MAX = 300;

const field = z.string().max(2000).default('');
const locale = z.enum(routing.locales).catch(routing.defaultLocale);

/** The bank details form as the browser posts it (checked against the spec §5 rules after reading). */
export const bankFormPost = z.object({ bankId: field, accountName: field, accountNumber: field, locale });
export type BankFormPost = z.output<typeof bankFormPost>;

/** The new link form as the browser posts it. */
export const linkFormPost = z.object({ link: field, description: field, expiryDate: field, locale });
export type LinkFormPost = z.output<typeof linkFormPost>;

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** What a form brings back: its outcome, the spec §5 message of each refused field, and the values to show again. */
export interface FormArrival<F extends string> {
  outcome?: FormOutcome;
  errors: FieldErrors<F>;
  values: Partial<Record<F, string>>;
}

/**
 * The query of the page a form returns to: `n` its outcome, `e.<field>` a message key, `v.<field>` a value.
 * In the address, not a cookie: only the affiliate pages carry these toasts' texts.
 */
export function arrivalQuery<F extends string>(errors: FieldErrors<F>, values: Partial<Record<F, string>>, outcome?: FormOutcome): string {
  const query = new URLSearchParams();
  if (outcome) query.append('n', outcome);
  for (const [name, key] of Object.entries(errors)) if (typeof key === 'string') query.append(`e.${name}`, key);
  for (const [name, value] of Object.entries(values))
    if (typeof value === 'string' && value !== '') query.append(`v.${name}`, value.slice(0, ECHO_MAX));
  return query.toString();
}

type SearchParams = Record<string, string | string[] | undefined>;
const one = (raw: string | string[] | undefined) => (Array.isArray(raw) ? raw[0] : raw);

/** Reads `arrivalQuery` back on the page, keeping only its own fields and known messages. */
export function readArrival<F extends string>(params: SearchParams, fields: readonly F[], messages: readonly string[]): FormArrival<F> {
  const errors: FieldErrors<F> = {};
  const values: Partial<Record<F, string>> = {};
  for (const name of fields) {
    const key = one(params[`e.${name}`]);
    if (key && messages.includes(key)) errors[name] = key;
    const value = one(params[`v.${name}`]);
    if (value) values[name] = value.slice(0, ECHO_MAX);
  }
  const outcome = FORM_OUTCOMES.find((known) => known === one(params.n));
  return { ...(outcome ? { outcome } : {}), errors, values };
}
