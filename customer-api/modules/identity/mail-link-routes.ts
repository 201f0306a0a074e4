import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AccountService } from './account-service';
import type { EmailChanges } from './email-change';
import { fieldErrorText, format } from './messages';
import type { PageKit } from './page-kit';
import { resetPage } from './pages';
import { PASSWORD_MAX, type Language } from './rules';
import { messagePage } from './views';

const resetForm = z.object({ token: z.string().max(200).default(''), password: z.string().max(PASSWORD_MAX * 4).default('') });

/** The links of the mails: verify an email, choose a new password. They work without a sign-in in progress. */
export function mailLinkRoutes(app: FastifyInstance, accounts: AccountService, kit: PageKit, emailChanges: EmailChanges): void {
  const { base, send, queryOf, languageOf, frame, withLang, toShop, shopLink, invalidLinkPage, formFields } = kit;

  const reset = (reply: FastifyReply, status: number, token: string, lang: Language, error?: string) =>
    send(
      reply,
      status,
      resetPage(frame(lang, status === 200 ? (l) => withLang(`${base}/reset-password`, l, { token }) : undefined), {
        action: withLang(`${base}/reset-password`, lang),
        token,
        error,
      }),
    );

  void app.register(async (scope) => {
    kit.acceptForms(scope);

    scope.get(`${base}/verify-email`, async (request, reply) => {
      const { lang = languageOf(request), token = '' } = queryOf(request);
      if (!accounts.verifyEmail(token)) return invalidLinkPage(reply, lang);
      // The shop shows its own 'verified' toast (spec §8) for this flag.
      const action = { ...toShop(lang, 'continueToShop'), href: shopLink({ emailVerified: '1' }) };
      return send(reply, 200, messagePage(frame(lang), { title: 'verifiedTitle', text: format(lang, 'verifiedText'), tone: 'notice', action }));
    });

    // A new sign-in email counts from here on; until now the account signed in with the old one.
    scope.get(`${base}/verify-email-change`, async (request, reply) => {
      const { lang = languageOf(request), token = '' } = queryOf(request);
      if (!emailChanges.confirm(token)) return invalidLinkPage(reply, lang);
      const action = { ...toShop(lang, 'continueToShop'), href: shopLink({ emailVerified: '1' }) };
      return send(reply, 200, messagePage(frame(lang), { title: 'verifiedTitle', text: format(lang, 'verifiedText'), tone: 'notice', action }));
    });

    scope.get(`${base}/reset-password`, async (request, reply) => {
      const { lang = languageOf(request), token = '' } = queryOf(request);
      if (!accounts.resetTokenValid(token)) return invalidLinkPage(reply, lang);
      return reset(reply, 200, token, lang);
    });

    scope.post(`${base}/reset-password`, async (request, reply) => {
      const lang = languageOf(request);
      const body = resetForm.safeParse(formFields(request.body));
      if (!body.success) return invalidLinkPage(reply, lang);
      const result = await accounts.resetPassword(body.data.token, body.data.password);
      if (result.kind === 'invalid') return reset(reply, 422, body.data.token, lang, fieldErrorText(lang, 'password', result.error));
      if (result.kind === 'expired') return invalidLinkPage(reply, lang);
      return send(reply, 200, messagePage(frame(lang), { title: 'resetDoneTitle', text: format(lang, 'resetDoneText'), tone: 'notice', action: toShop(lang, 'continueToShop') }));
    });
  });
}
