import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { fieldErrorText, format } from '../messages';
import { forgotPage } from '../pages';
import type { Language } from '../rules';
import { messagePage } from '../views';
import type { InteractionKit } from './interaction-kit';

const forgotForm = z.object({ email: z.string().max(320).default(''), csrf: z.string().max(200).default('') });

/** Forgot password: the form, and its submission, which mails a link to choose a new one (reset-routes.ts). */
export function forgotRoutes(scope: FastifyInstance, k: InteractionKit): void {
  const { base, c } = k;

  const page = (
    reply: FastifyReply,
    status: number,
    uid: string,
    lang: Language,
    m: { email?: string; error?: string; formError?: string },
  ) =>
    k.send(
      reply,
      status,
      forgotPage(k.frame(lang, status === 200 ? (l) => k.withLang(`${base}/${uid}/forgot`, l) : undefined), {
        action: k.withLang(`${base}/${uid}/forgot`, lang),
        csrf: k.csrfFor(uid),
        email: m.email ?? '',
        error: m.error,
        formError: m.formError,
        signInHref: k.withLang(`${base}/${uid}`, lang),
      }),
    );

  scope.get(`${base}/:uid/forgot`, async (request, reply) => {
    const { interaction, lang } = await k.opened(request, reply);
    if (!interaction) return k.expiredPage(reply, lang);
    return page(reply, 200, interaction.uid, lang, {});
  });

  scope.post(`${base}/:uid/forgot`, async (request, reply) => {
    const body = forgotForm.safeParse(k.formFields(request.body));
    const { interaction, lang } = await k.opened(request, reply, body.data?.csrf ?? '');
    if (!interaction || !body.success) return k.expiredPage(reply, lang);
    const { email } = body.data;
    const result = c.accounts.requestPasswordReset({ email, lang, ip: c.addressOf(request) });
    if (result.kind === 'invalid')
      return page(reply, 422, interaction.uid, lang, { email, error: fieldErrorText(lang, 'email', result.error) });
    if (result.kind === 'throttled') return page(reply, 429, interaction.uid, lang, { email, formError: format(lang, 'tooManyAttempts') });
    const text = format(lang, 'forgotSentText', { email: result.email });
    const action = { href: k.withLang(`${base}/${interaction.uid}`, lang), label: format(lang, 'backToSignIn') };
    return k.send(reply, 200, messagePage(k.frame(lang), { title: 'forgotTitle', text, tone: 'notice', action }));
  });
}
