'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod';
import {
  checkBankForm,
  checkLinkForm,
  daysBefore,
  type AffiliateFormAnswer,
  type BankField,
  type LinkFormAnswer,
} from '@/lib/affiliate/affiliate-forms';
import { affiliateApi } from '@/lib/api/affiliate';
import { bankDetailsInput } from '@/lib/api/affiliate-schemas';
import { isApiError } from '@/lib/api/errors';
import { shopperAction, shopperLocale } from '@/lib/bff/action';
import { asBffError } from '@/lib/bff/gate';
import { requestOrigin } from '@/lib/http/same-origin';
import { localizedPath, paths } from '@/lib/routes/paths';
import { getSiteUrl } from '@/lib/seo/site-url.server';

const field = z.string().max(2000).default('');
const bankForm = z.object({ bankId: field, accountName: field, accountNumber: field });
const linkForm = z.object({ link: field, description: field, expiryDate: field });

/** Sign-in first, back to the affiliate page the form is on (the session ended, or never was). */
async function signInFirst(page: string, expired = false): Promise<never> {
  const locale = await shopperLocale();
  redirect(localizedPath(locale, paths.login(localizedPath(locale, page), { expired })));
}

/** The API refused the save: the spec §8 failure toast and its reason; an error of ours stays the form's failure. */
function refused(e: unknown): string {
  if (!isApiError(e)) throw e;
  return asBffError(e).message;
}

const saveBank = shopperAction(
  { input: bankForm, shopper: 'existing' },
  async ({ data, caller, call }): Promise<AffiliateFormAnswer<BankField>> => {
    const page = paths.account.affiliateBankInfo();
    if (caller.kind !== 'customer') return signInFirst(page);
    const values = { bankId: data.bankId, accountName: data.accountName, accountNumber: data.accountNumber };
    const checked = checkBankForm(values);
    const details = checked.ok ? bankDetailsInput.safeParse(checked.value) : null;
    if (!checked.ok && checked.errors) return { outcome: null, errors: checked.errors, values, refusal: null };
    if (!details?.success) return { outcome: 'paymentInfoUpdateFailed', errors: {}, values, refusal: null };
    try {
      const saved = await affiliateApi.saveCustomer(call, details.data);
      const shown = { bankId: saved.bankId, accountName: saved.accountName, accountNumber: saved.accountNumber };
      return { outcome: 'paymentInfoUpdated', errors: {}, values: shown, refusal: null };
    } catch (e) {
      if (isApiError(e, 'unauthorized')) return signInFirst(page, true);
      return { outcome: 'paymentInfoUpdateFailed', errors: {}, values, refusal: refused(e) };
    }
  },
);

/** spec §3 Bank info: Save Bank Info (spec §5 messages, §8 toasts), the same before and after hydration. */
export async function saveBankDetails(previous: unknown, form: FormData) {
  return saveBank(previous, form);
}

const createLink = shopperAction(
  { input: linkForm, shopper: 'existing' },
  async ({ data, caller, call, headers }): Promise<LinkFormAnswer> => {
    const page = paths.account.affiliate();
    if (caller.kind !== 'customer') return signInFirst(page);
    // An address on the shop's name or on the one this page was served on; a day not past in any time zone.
    const origins = [await getSiteUrl(), requestOrigin(headers, caller.https)];
    const checked = checkLinkForm(data, origins, daysBefore(new Date().toISOString().slice(0, 10), 1));
    if (!checked.ok && checked.errors) return { outcome: null, errors: checked.errors, values: data, refusal: null, links: null };
    if (!checked.ok) return { outcome: 'affiliateLinkCreateFailed', errors: {}, values: data, refusal: null, links: null };
    try {
      await affiliateApi.create(call, checked.value);
    } catch (e) {
      if (isApiError(e, 'unauthorized')) return signInFirst(page, true);
      return { outcome: 'affiliateLinkCreateFailed', errors: {}, values: data, refusal: refused(e), links: null };
    }
    // The list as it is now; when it cannot be read the page reads it again itself.
    const links = await affiliateApi.links(call).catch(() => null);
    return { outcome: 'affiliateLinkCreated', errors: {}, values: {}, refusal: null, links };
  },
);

/** spec §2 affiliate link generation: Generate Link (spec §5 messages, §8 toasts), the same before and after hydration. */
export async function createAffiliateLink(previous: unknown, form: FormData) {
  return createLink(previous, form);
}
