import { z } from 'zod';
import '@/lib/api/zod-config';

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
export type LinkFormValues = z.infer<ReturnType<typeof linkFormSchema>>;

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
