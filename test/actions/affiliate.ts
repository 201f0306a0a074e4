import {
  BANK_FIELDS,
  checkBankForm,
  formValues,
  LINK_FIELDS,
  type AffiliateFormAnswer,
  type BankField,
  type LinkFormAnswer,
} from '@/lib/affiliate/affiliate-forms';
import type { ActionAnswer } from '@/lib/bff/action';

/**
 * The affiliate forms' Server Functions in jsdom (the real ones, app/_actions/affiliate.ts, are proven on
 * the server against the reference API in app/_actions/actions.test.ts). They record each form sent and
 * answer as the server does for a valid one; a test answers otherwise with `mockResolvedValueOnce`.
 */
export const saveBankDetails = jest.fn(
  async (_previous: unknown, form: FormData): Promise<ActionAnswer<AffiliateFormAnswer<BankField>>> => {
    const values = formValues(form, BANK_FIELDS);
    const check = checkBankForm(values);
    if (!check.ok) return { ok: true, value: { outcome: null, errors: check.errors ?? {}, values, refusal: null } };
    return { ok: true, value: { outcome: 'paymentInfoUpdated', errors: {}, values, refusal: null } };
  },
);

/** Answers the link made from the address as typed (the server keeps only its shop path). */
export const createAffiliateLink = jest.fn(async (_previous: unknown, form: FormData): Promise<ActionAnswer<LinkFormAnswer>> => {
  const { link, description, expiryDate } = formValues(form, LINK_FIELDS);
  const made = { token: `token${createAffiliateLink.mock.calls.length}`, path: link, description, expiryDate, expired: false };
  return {
    ok: true,
    value: {
      outcome: 'affiliateLinkCreated',
      errors: {},
      values: {},
      refusal: null,
      links: [{ ...made, clicks: 0, orders: 0, earned: {}, createdAt: '2026-11-25T04:30:00.000Z' }],
    },
  };
});

/** The text fields of every call of `fn` so far, as the server reads them. */
export function sentForms(fn: jest.Mock<Promise<unknown>, [unknown, FormData]>): Array<Record<string, string>> {
  return fn.mock.calls.map(([, form]) =>
    Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
  );
}
