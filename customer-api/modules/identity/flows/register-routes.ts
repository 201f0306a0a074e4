import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { fieldErrorText, format } from '../messages';
import { registerPage } from '../pages';
import { NAME_MAX, PASSWORD_MAX, type FieldErrorCode, type Language } from '../rules';
import { messagePage } from '../views';
import type { InteractionKit } from './interaction-kit';

const text = (max: number) => z.string().max(max).default('');
const registerForm = z.object({ name: text(NAME_MAX * 4), email: text(320), password: text(PASSWORD_MAX * 4), csrf: text(200) });

interface RegisterValues {
  name?: string;
  email?: string;
  errors?: Partial<Record<'name' | 'email' | 'password', FieldErrorCode>>;
  formError?: string;
}

/** Create an account: the form, and its submission, which mails a link to verify the address. */
export function registerRoutes(scope: FastifyInstance, k: InteractionKit): void {
  const { base, c } = k;

  const page = (reply: FastifyReply, status: number, uid: string, lang: Language, m: RegisterValues) => {
    const errors = Object.fromEntries(Object.entries(m.errors ?? {}).map(([f, code]) => [f, fieldErrorText(lang, f, code)]));
    return k.send(
      reply,
      status,
      registerPage(k.frame(lang, status === 200 ? (l) => k.withLang(`${base}/${uid}/register`, l) : undefined), {
        action: k.withLang(`${base}/${uid}/register`, lang),
        csrf: k.csrfFor(uid),
        values: { name: m.name ?? '', email: m.email ?? '' },
        errors,
        formError: m.formError,
        signInHref: k.withLang(`${base}/${uid}`, lang),
      }),
    );
  };

  scope.get(`${base}/:uid/register`, async (request, reply) => {
    const { interaction, lang } = await k.opened(request, reply);
    if (!interaction) return k.expiredPage(reply, lang);
    return page(reply, 200, interaction.uid, lang, {});
  });

  scope.post(`${base}/:uid/register`, async (request, reply) => {
    const body = registerForm.safeParse(k.formFields(request.body));
    const { interaction, lang } = await k.opened(request, reply, body.data?.csrf ?? '');
    if (!interaction || !body.success) return k.expiredPage(reply, lang);
    const result = await c.accounts.register({ ...body.data, lang, ip: c.addressOf(request) });
    if (result.kind === 'invalid') return page(reply, 422, interaction.uid, lang, { ...body.data, errors: result.errors });
    if (result.kind === 'throttled')
      return page(reply, 429, interaction.uid, lang, { ...body.data, formError: format(lang, 'tooManyAttempts') });
    const text = format(lang, 'checkEmailText', { email: result.email });
    const action = { href: k.withLang(`${base}/${interaction.uid}`, lang), label: format(lang, 'backToSignIn') };
    return k.send(reply, 200, messagePage(k.frame(lang), { title: 'checkEmailTitle', text, tone: 'notice', action }));
  });
}
