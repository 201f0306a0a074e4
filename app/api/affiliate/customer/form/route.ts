import { bankFormPost } from '@/lib/affiliate/affiliate-form-post';
import { submitBankForm } from '@/lib/affiliate/affiliate-form.server';
import { bffRoute } from '@/lib/bff/route';

/**
 * POST (form) { bankId, accountName, accountNumber, locale } — Save Bank Info pressed before the page's
 * script ran: saved and 303 back with the notice, or back with the spec §5 messages; a guest signs in first.
 */
export const POST = bffRoute({ shopper: 'existing', body: bankFormPost, form: true }, ({ caller, call, body }) =>
  submitBankForm(caller, call, body),
);
