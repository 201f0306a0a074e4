import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AccountService } from '../account-service';
import { fieldErrorText, format } from '../messages';
import type { PageKit } from '../page-kit';
import { resetPage } from '../pages';
import { PASSWORD_MAX, type Language } from '../rules';
import { messagePage } from '../views';

const resetForm = z.object({
  token: z.string().max(200).default(''),
  password: z
    .string()
    .max(PASSWORD_MAX * 4)
    .default(''),
});

/** Choose a new password: the page of the mailed link, and its form. It works without a sign-in in progress. */
export function resetRoutes(scope: FastifyInstance, accounts: AccountService, kit: PageKit): void {
  const { base, send, queryOf, languageOf, frame, withLang, toShop, invalidLinkPage, formFields } = kit;

  const page = (reply: FastifyReply, status: number, token: string, lang: Language, error?: string) =>
    send(
      reply,
      status,
      resetPage(frame(lang, status === 200 ? (l) => withLang(`${base}/reset-password`, l, { token }) : undefined), {
        action: withLang(`${base}/reset-password`, lang),
        token,
        error,
      }),
    );

  scope.get(`${base}/reset-password`, async (request, reply) => {
    const { lang = languageOf(request), token = '' } = queryOf(request);
    if (!accounts.resetTokenValid(token)) return invalidLinkPage(reply, lang);
    return page(reply, 200, token, lang);
  });

  scope.post(`${base}/reset-password`, async (request, reply) => {
    const lang = languageOf(request);
    const body = resetForm.safeParse(formFields(request.body));
    if (!body.success) return invalidLinkPage(reply, lang);
    const result = await accounts.resetPassword(body.data.token, body.data.password);
    if (result.kind === 'invalid') return page(reply, 422, body.data.token, lang, fieldErrorText(lang, 'password', result.error));
    if (result.kind === 'expired') return invalidLinkPage(reply, lang);
    return send(
      reply,
      200,
      messagePage(frame(lang), {
        title: 'resetDoneTitle',
        text: format(lang, 'resetDoneText'),
        tone: 'notice',
        action: toShop(lang, 'continueToShop'),
      }),
    );
  });
}
