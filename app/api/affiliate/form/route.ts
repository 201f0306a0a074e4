import { linkFormPost } from '@/lib/affiliate/affiliate-form-post';
import { submitLinkForm } from '@/lib/affiliate/affiliate-form.server';
import { bffRoute } from '@/lib/bff/route';

/**
 * POST (form) { link, description, expiryDate, locale } — Generate Link pressed before the page's script
 * ran: created and 303 back with the notice, or back with the spec §5 messages; a guest signs in first.
 */
export const POST = bffRoute({ shopper: 'existing', body: linkFormPost, form: true }, ({ request, caller, call, body }) =>
  submitLinkForm(request, caller, call, body),
);
