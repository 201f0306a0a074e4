import 'server-only';
import type { NextRequest, NextResponse } from 'next/server';
import type { z } from 'zod';
import { affiliateApi } from '@/lib/api/affiliate';
import { bankDetailsInput } from '@/lib/api/affiliate-schemas';
import type { CallContext } from '@/lib/api/client';
import { isApiError } from '@/lib/api/errors';
import { seeOther } from '@/lib/cart/cart-form.server';
import { requestOrigin } from '@/lib/http/same-origin';
import { localizedPath, paths } from '@/lib/routes/paths';
import { getSiteUrl } from '@/lib/seo/site-url.server';
import type { Caller } from '@/lib/session/caller.server';
import { shopPathOf } from './affiliate-session';
import { bankFormSchema, daysBefore, linkFormSchema } from './affiliate-forms';
import {
  arrivalQuery,
  BANK_FIELDS,
  BANK_MESSAGES,
  LINK_FIELDS,
  LINK_MESSAGES,
  type BankFormPost,
  type FieldErrors,
  type FormOutcome,
  type LinkFormPost,
} from './affiliate-form-post';

type Outcome<F extends string> = { ok: true } | { ok: false; errors: FieldErrors<F> } | { ok: false; failed: true };

/** The spec §5 message of each refused field; null when a field broke a rule the page does not name (a bypassed limit). */
function fieldErrors<F extends string>(issues: z.core.$ZodIssue[], known: readonly string[]): FieldErrors<F> | null {
  const errors: FieldErrors<F> = {};
  for (const issue of issues) {
    const name = issue.path[0] as F;
    if (!known.includes(issue.message)) return null;
    errors[name] ??= issue.message;
  }
  return errors;
}

/** Answers a form of the affiliate pages: 303 back with its outcome, and the refused fields and values, in the address. */
async function answer<F extends string>(
  caller: Caller,
  page: string,
  locale: BankFormPost['locale'],
  run: () => Promise<Outcome<F>>,
  outcomes: { done: FormOutcome; failed: FormOutcome },
  echo: Partial<Record<F, string>>,
): Promise<NextResponse> {
  const back = localizedPath(locale, page);
  if (caller.kind !== 'customer') return seeOther(localizedPath(locale, paths.login(back)));
  let outcome: Outcome<F>;
  try {
    outcome = await run();
  } catch (e) {
    if (isApiError(e, 'unauthorized')) return seeOther(localizedPath(locale, paths.login(back)));
    if (!isApiError(e)) throw e;
    outcome = { ok: false, failed: true };
  }
  if (outcome.ok) return seeOther(`${back}?${arrivalQuery({}, {}, outcomes.done)}`);
  if ('failed' in outcome) return seeOther(`${back}?${arrivalQuery({}, echo, outcomes.failed)}`);
  return seeOther(`${back}?${arrivalQuery(outcome.errors, echo)}`);
}

/**
 * The bank details form posted before the page's script ran: the same spec §5 rules and save as the
 * JSON route. The account number is never written into the address it comes back to.
 */
export function submitBankForm(caller: Caller, call: CallContext, form: BankFormPost): Promise<NextResponse> {
  const run = async (): Promise<Outcome<(typeof BANK_FIELDS)[number]>> => {
    const rules = bankFormSchema.safeParse(form);
    if (!rules.success) {
      const errors = fieldErrors<(typeof BANK_FIELDS)[number]>(rules.error.issues, BANK_MESSAGES);
      return errors ? { ok: false, errors } : { ok: false, failed: true };
    }
    const details = bankDetailsInput.safeParse(rules.data);
    if (!details.success) return { ok: false, failed: true };
    await affiliateApi.saveCustomer(call, details.data);
    return { ok: true };
  };
  const echo = { bankId: form.bankId, accountName: form.accountName };
  return answer(
    caller,
    paths.account.affiliateBankInfo(),
    form.locale,
    run,
    { done: 'paymentInfoUpdated', failed: 'paymentInfoUpdateFailed' },
    echo,
  );
}

/**
 * The new link form posted before the page's script ran: the page's rules (an address of this shop, a
 * day not past in any time zone), then the same create call as the JSON route.
 */
export async function submitLinkForm(request: NextRequest, caller: Caller, call: CallContext, form: LinkFormPost): Promise<NextResponse> {
  const origins = [await getSiteUrl(), requestOrigin(request.headers, caller.https)];
  const earliest = daysBefore(new Date().toISOString().slice(0, 10), 1);
  const run = async (): Promise<Outcome<(typeof LINK_FIELDS)[number]>> => {
    const rules = linkFormSchema(earliest).safeParse(form);
    const errors = rules.success ? {} : fieldErrors<(typeof LINK_FIELDS)[number]>(rules.error.issues, LINK_MESSAGES);
    if (!errors) return { ok: false, failed: true };
    const path = shopPathOf(form.link, origins);
    if (!path && !('link' in errors)) errors.link = 'affiliateLinkInvalid';
    if (!rules.success || !path) return { ok: false, errors };
    await affiliateApi.create(call, { path, description: rules.data.description, expiryDate: rules.data.expiryDate });
    return { ok: true };
  };
  const echo = { link: form.link, description: form.description, expiryDate: form.expiryDate };
  return answer(
    caller,
    paths.account.affiliate(),
    form.locale,
    run,
    { done: 'affiliateLinkCreated', failed: 'affiliateLinkCreateFailed' },
    echo,
  );
}
