import { z } from 'zod';
import '@/lib/api/zod-config';
import type { AffiliateLink } from '@/lib/api/affiliate-schemas';
import { shopPathOf } from './affiliate-session';

/** The link form; messages are keys of the `validation` namespace (spec §5). */
export function linkFormSchema(today: string) {
  return z.object({
    link: z.string().trim().min(1, 'affiliateLinkRequired'),
    description: z.string().trim().min(1, 'descriptionRequired').max(200),
    expiryDate: z
      .string()
      .trim()
      .min(1, 'expiryDateRequired')
      .refine((v) => v >= today, 'expiryDatePast'),
  });
}

/** Editing a link: an expiry date in the past ends it now, so any date is taken. */
export const linkEditSchema = z.object({
  description: z.string().trim().min(1, 'descriptionRequired').max(200),
  expiryDate: z.string().trim().min(1, 'expiryDateRequired'),
});
export type LinkEditValues = z.infer<typeof linkEditSchema>;

/** spec §5: bank name, account name and account number must not be empty. */
export const bankFormSchema = z.object({
  bankId: z.string().trim().min(1, 'bankNameRequired'),
  accountName: z.string().trim().min(1, 'accountNameRequired').max(120),
  accountNumber: z.string().trim().min(1, 'accountNumberRequired').max(34),
});
export type BankFormValues = z.infer<typeof bankFormSchema>;

/** Today in the browser's calendar, YYYY-MM-DD. */
export function localDay(at: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** The day `days` before `day` (UTC calendar arithmetic on YYYY-MM-DD). */
export function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

export const BANK_FIELDS = ['bankId', 'accountName', 'accountNumber'] as const;
export const LINK_FIELDS = ['link', 'description', 'expiryDate'] as const;
export type BankField = (typeof BANK_FIELDS)[number];
export type LinkField = (typeof LINK_FIELDS)[number];

/** The spec §5 messages (keys of `validation`) a form says beside its fields; any other broken rule is a failed save. */
const BANK_MESSAGES: readonly string[] = ['bankNameRequired', 'accountNameRequired', 'accountNumberRequired'];
const LINK_MESSAGES: readonly string[] = [
  'affiliateLinkRequired',
  'affiliateLinkInvalid',
  'descriptionRequired',
  'expiryDateRequired',
  'expiryDatePast',
];

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** A form's fields as checked: what to send, or each refused field's spec §5 message (null: a rule the page does not name, a bypassed limit). */
export type FormCheck<F extends string, T> = { ok: true; value: T } | { ok: false; errors: FieldErrors<F> | null };

function fieldErrors<F extends string>(issues: z.core.$ZodIssue[], known: readonly string[]): FieldErrors<F> | null {
  const errors: FieldErrors<F> = {};
  for (const issue of issues) {
    if (!known.includes(issue.message)) return null;
    errors[issue.path[0] as F] ??= issue.message;
  }
  return errors;
}

/** spec §5 bank details: the page's check before sending and the Server Function's, the same rules. */
export function checkBankForm(fields: Record<BankField, string>): FormCheck<BankField, BankFormValues> {
  const rules = bankFormSchema.safeParse(fields);
  return rules.success ? { ok: true, value: rules.data } : { ok: false, errors: fieldErrors(rules.error.issues, BANK_MESSAGES) };
}

/**
 * spec §5 new link: not empty, an address of this shop (`origins`), a day not before `earliest`. Answers the
 * link as the customer API takes it: the shop path, the description trimmed.
 */
export function checkLinkForm(
  fields: Record<LinkField, string>,
  origins: readonly string[],
  earliest: string,
): FormCheck<LinkField, { path: string; description: string; expiryDate: string }> {
  const rules = linkFormSchema(earliest).safeParse(fields);
  const errors = rules.success ? {} : fieldErrors<LinkField>(rules.error.issues, LINK_MESSAGES);
  if (!errors) return { ok: false, errors: null };
  const path = shopPathOf(fields.link, origins);
  if (!path && !errors.link) errors.link = 'affiliateLinkInvalid';
  if (!rules.success || !path) return { ok: false, errors };
  return { ok: true, value: { path, description: rules.data.description, expiryDate: rules.data.expiryDate } };
}

/** What Save Bank Info and Generate Link said: the spec §8 toast, or the spec §5 messages; the fields to show again. */
export interface AffiliateFormAnswer<F extends string> {
  /** A key of `toast`; null while the messages beside the fields say what is missing. */
  outcome: 'paymentInfoUpdated' | 'paymentInfoUpdateFailed' | 'affiliateLinkCreated' | 'affiliateLinkCreateFailed' | null;
  errors: FieldErrors<F>;
  /** What the fields hold after the answer (React resets the form to them): what was typed, or what was saved. */
  values: Partial<Record<F, string>>;
  /** The customer API's refusal, in the shopper's words. */
  refusal: string | null;
}

/** Generate Link's answer carries the affiliate's links after a creation (React Query's list is set from it). */
export interface LinkFormAnswer extends AffiliateFormAnswer<LinkField> {
  links: AffiliateLink[] | null;
}

/** The named text fields of a form as posted (a missing one reads ''). */
export function formValues<F extends string>(form: FormData, names: readonly F[]): Record<F, string> {
  const read = (name: F) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  return Object.fromEntries(names.map((name) => [name, read(name)])) as Record<F, string>;
}
