import type { FastifyInstance } from 'fastify';
import type { AccountService } from './account-service';
import type { EmailChanges } from './email-change';
import { resetRoutes } from './flows/reset-routes';
import { format } from './messages';
import type { PageKit } from './page-kit';
import { messagePage } from './views';

/** The links of the mails: verify an email (a new one too), choose a new password (flows/reset-routes.ts). They work without a sign-in in progress. */
export function mailLinkRoutes(app: FastifyInstance, accounts: AccountService, kit: PageKit, emailChanges: EmailChanges): void {
  const { base, send, queryOf, languageOf, frame, toShop, shopLink, invalidLinkPage } = kit;

  void app.register(async (scope) => {
    kit.acceptForms(scope);

    scope.get(`${base}/verify-email`, async (request, reply) => {
      const { lang = languageOf(request), token = '' } = queryOf(request);
      if (!accounts.verifyEmail(token)) return invalidLinkPage(reply, lang);
      // The shop shows its own 'verified' toast (spec §8) for this flag.
      const action = { ...toShop(lang, 'continueToShop'), href: shopLink({ emailVerified: '1' }) };
      return send(
        reply,
        200,
        messagePage(frame(lang), { title: 'verifiedTitle', text: format(lang, 'verifiedText'), tone: 'notice', action }),
      );
    });

    // A new sign-in email counts from here on; until now the account signed in with the old one.
    scope.get(`${base}/verify-email-change`, async (request, reply) => {
      const { lang = languageOf(request), token = '' } = queryOf(request);
      if (!emailChanges.confirm(token)) return invalidLinkPage(reply, lang);
      const action = { ...toShop(lang, 'continueToShop'), href: shopLink({ emailVerified: '1' }) };
      return send(
        reply,
        200,
        messagePage(frame(lang), { title: 'verifiedTitle', text: format(lang, 'verifiedText'), tone: 'notice', action }),
      );
    });

    resetRoutes(scope, accounts, kit);
  });
}
