import { createHmac, timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Interaction } from 'oidc-provider';
import { z } from 'zod';
import type { AccountService } from './account-service';
import { fieldErrorText, format } from './messages';
import { CLIENT_ID } from './provider';
import { LANGUAGES, NAME_MAX, PASSWORD_MAX, pageLanguage, type FieldErrorCode, type Language } from './rules';
import { FORM_ERROR_ID, form, links, messagePage, page, escapeHtml, type Branding, type Field, type Frame } from './views';

export interface InteractionPagesContext {
  provider: Provider;
  accounts: AccountService;
  /** `/realms/{realm}` */
  realmPath: string;
  storefrontUrl: string;
  branding: () => Branding;
  /** Secret the per-interaction form tokens are derived from. */
  csrfKey: string;
  pageCsp: () => string;
}

const FORM_LIMIT = 16 * 1024;
const text = (max: number) => z.string().max(max).default('');
const loginForm = z.object({ email: text(320), password: text(PASSWORD_MAX * 4), csrf: text(200) });
const registerForm = z.object({ name: text(NAME_MAX * 4), email: text(320), password: text(PASSWORD_MAX * 4), csrf: text(200) });
const forgotForm = z.object({ email: text(320), csrf: text(200) });
const resetForm = z.object({ token: text(200), password: text(PASSWORD_MAX * 4) });
const uidParams = z.object({ uid: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
const pageQuery = z.object({ lang: z.enum(LANGUAGES).optional(), token: z.string().max(200).optional() });

/**
 * The provider's own pages under `/realms/{realm}/login-actions/`: sign in, create an account, forgot
 * password (tied to the interaction oidc-provider started), and the links from the mails (verify email,
 * reset password). Consent is granted without a page: the storefront is the merchant's own client.
 */
export function interactionRoutes(app: FastifyInstance, c: InteractionPagesContext): void {
  const base = `${c.realmPath}/login-actions`;
  const storefront = new URL(c.storefrontUrl).href;

  const csrfFor = (uid: string) => createHmac('sha256', c.csrfKey).update(`login-actions:${uid}`).digest('base64url');
  const csrfValid = (uid: string, token: string) => {
    const expected = Buffer.from(csrfFor(uid));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  const send = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-frame-options', 'DENY')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', c.pageCsp())
      .send(body);

  const queryOf = (request: FastifyRequest) => {
    const parsed = pageQuery.safeParse(request.query);
    return parsed.success ? parsed.data : {};
  };

  /** `?lang=` (the page's own switcher) wins, then the sign-in request's ui_locales, then Accept-Language. */
  const languageOf = (request: FastifyRequest, interaction?: Interaction): Language => {
    const chosen = queryOf(request).lang;
    if (chosen) return chosen;
    const uiLocales = interaction?.params.ui_locales;
    return pageLanguage(typeof uiLocales === 'string' ? uiLocales : undefined, request.headers['accept-language']);
  };

  const frame = (lang: Language, languageHref?: (l: Language) => string): Frame => ({ lang, branding: c.branding(), languageHref });
  const withLang = (path: string, lang: Language, extra: Record<string, string> = {}) => `${path}?${new URLSearchParams({ ...extra, lang }).toString()}`;
  const shopLink = (lang: Language) => ({ href: storefront, label: format(lang, 'backToShop') });

  const expiredPage = (reply: FastifyReply, lang: Language) =>
    send(reply, 400, messagePage(frame(lang), { title: 'expiredTitle', text: format(lang, 'expiredText'), action: { href: storefront, label: format(lang, 'backToShop') } }));

  /** The interaction of the cookie, when it is the one the URL names (another tab's page has expired). */
  const interactionOf = async (request: FastifyRequest, reply: FastifyReply): Promise<Interaction | null> => {
    const params = uidParams.safeParse(request.params);
    if (!params.success) return null;
    try {
      const interaction = await c.provider.interactionDetails(request.raw, reply.raw);
      return interaction.uid === params.data.uid ? interaction : null;
    } catch {
      return null;
    }
  };

  const formFields = (body: unknown) => (body && typeof body === 'object' ? body : {});

  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_LIMIT }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
    });

    // ----- sign in -----

    const signInPage = (
      reply: FastifyReply,
      status: number,
      interaction: Interaction,
      lang: Language,
      m: { email?: string; formError?: string },
    ) => {
      const uid = interaction.uid;
      const shop = c.branding().shopName;
      const describedBy = m.formError ? FORM_ERROR_ID : undefined;
      const fields: Field[] = [
        { name: 'email', label: format(lang, 'email'), type: 'email', autocomplete: 'username', value: m.email ?? '', maxlength: 254, describedBy },
        { name: 'password', label: format(lang, 'password'), type: 'password', autocomplete: 'current-password', maxlength: PASSWORD_MAX, describedBy },
      ];
      const body = `<h1>${escapeHtml(format(lang, 'signInTitle'))}</h1>
<p>${escapeHtml(format(lang, 'signInLead', { shop }))}</p>
${form(lang, { action: withLang(`${base}/${uid}/login`, lang), hidden: { csrf: csrfFor(uid) }, fields, submit: format(lang, 'signInButton'), formError: m.formError })}
${links([
  { href: withLang(`${base}/${uid}/forgot`, lang), label: format(lang, 'forgotLink') },
  { href: withLang(`${base}/${uid}/register`, lang), label: format(lang, 'createAccountLink'), lead: format(lang, 'newHere', { shop }) },
  { href: `${base}/${uid}/abort`, label: format(lang, 'backToShop') },
])}`;
      return send(reply, status, page(frame(lang, status === 200 ? (l) => withLang(`${base}/${uid}`, l) : undefined), format(lang, 'signInTitle'), body));
    };

    scope.get(`${base}/:uid`, async (request, reply) => {
      const interaction = await interactionOf(request, reply);
      const lang = languageOf(request, interaction ?? undefined);
      if (!interaction) return expiredPage(reply, lang);
      if (interaction.prompt.name === 'consent') {
        if (interaction.params.client_id !== CLIENT_ID) return expiredPage(reply, lang);
        return reply.header('cache-control', 'no-store').redirect(await grantConsent(c.provider, request, reply, interaction), 303);
      }
      if (interaction.prompt.name !== 'login') return expiredPage(reply, lang);
      const hint = interaction.params.login_hint;
      return signInPage(reply, 200, interaction, lang, { email: typeof hint === 'string' ? hint.slice(0, 254) : '' });
    });

    scope.post(`${base}/:uid/login`, async (request, reply) => {
      const interaction = await interactionOf(request, reply);
      const lang = languageOf(request, interaction ?? undefined);
      const body = loginForm.safeParse(formFields(request.body));
      if (!interaction || !body.success || !csrfValid(interaction.uid, body.data.csrf)) return expiredPage(reply, lang);
      if (interaction.prompt.name !== 'login') return reply.redirect(`${base}/${interaction.uid}`, 303);

      const result = await c.accounts.signIn({ email: body.data.email, password: body.data.password, ip: request.ip });
      switch (result.kind) {
        case 'signed-in': {
          const returnTo = await c.provider.interactionResult(request.raw, reply.raw, { login: { accountId: result.customer.id, remember: true } }, { mergeWithLastSubmission: false });
          return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
        }
        case 'invalid':
          await sleep(result.delayMs);
          return signInPage(reply, 401, interaction, lang, { email: body.data.email, formError: format(lang, 'invalidCredentials') });
        case 'unverified':
          return signInPage(reply, 403, interaction, lang, { email: body.data.email, formError: format(lang, 'unverified') });
        case 'throttled':
          return signInPage(reply, 429, interaction, lang, { email: body.data.email, formError: format(lang, 'tooManyAttempts') });
      }
    });

    scope.get(`${base}/:uid/abort`, async (request, reply) => {
      const interaction = await interactionOf(request, reply);
      if (!interaction) return expiredPage(reply, languageOf(request));
      const returnTo = await c.provider.interactionResult(
        request.raw,
        reply.raw,
        { error: 'access_denied', error_description: 'The customer went back to the shop' },
        { mergeWithLastSubmission: false },
      );
      return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
    });

    // ----- create an account -----

    const registerPage = (
      reply: FastifyReply,
      status: number,
      interaction: Interaction,
      lang: Language,
      m: { name?: string; email?: string; errors?: Partial<Record<'name' | 'email' | 'password', FieldErrorCode>>; formError?: string },
    ) => {
      const uid = interaction.uid;
      const error = (f: 'name' | 'email' | 'password') => {
        const code = m.errors?.[f];
        return code ? fieldErrorText(lang, f, code) : undefined;
      };
      const fields: Field[] = [
        { name: 'name', label: format(lang, 'name'), type: 'text', autocomplete: 'name', value: m.name ?? '', maxlength: NAME_MAX, error: error('name') },
        { name: 'email', label: format(lang, 'email'), type: 'email', autocomplete: 'email', value: m.email ?? '', maxlength: 254, error: error('email') },
        {
          name: 'password',
          label: format(lang, 'password'),
          type: 'password',
          autocomplete: 'new-password',
          maxlength: PASSWORD_MAX,
          hint: format(lang, 'passwordHint'),
          error: error('password'),
        },
      ];
      const body = `<h1>${escapeHtml(format(lang, 'registerTitle'))}</h1>
<p>${escapeHtml(format(lang, 'registerLead'))}</p>
${form(lang, { action: withLang(`${base}/${uid}/register`, lang), hidden: { csrf: csrfFor(uid) }, fields, submit: format(lang, 'createButton'), formError: m.formError })}
${links([{ href: withLang(`${base}/${uid}`, lang), label: format(lang, 'backToSignIn'), lead: format(lang, 'haveAccount') }])}`;
      return send(reply, status, page(frame(lang, status === 200 ? (l) => withLang(`${base}/${uid}/register`, l) : undefined), format(lang, 'registerTitle'), body));
    };

    scope.get(`${base}/:uid/register`, async (request, reply) => {
      const interaction = await interactionOf(request, reply);
      const lang = languageOf(request, interaction ?? undefined);
      if (!interaction) return expiredPage(reply, lang);
      return registerPage(reply, 200, interaction, lang, {});
    });

    scope.post(`${base}/:uid/register`, async (request, reply) => {
      const interaction = await interactionOf(request, reply);
      const lang = languageOf(request, interaction ?? undefined);
      const body = registerForm.safeParse(formFields(request.body));
      if (!interaction || !body.success || !csrfValid(interaction.uid, body.data.csrf)) return expiredPage(reply, lang);
      const result = await c.accounts.register({ ...body.data, lang, ip: request.ip });
      if (result.kind === 'invalid') return registerPage(reply, 422, interaction, lang, { ...body.data, errors: result.errors });
      if (result.kind === 'throttled') return registerPage(reply, 429, interaction, lang, { ...body.data, formError: format(lang, 'tooManyAttempts') });
      return send(
        reply,
        200,
        messagePage(frame(lang), {
          title: 'checkEmailTitle',
          text: format(lang, 'checkEmailText', { email: result.email }),
          tone: 'notice',
          action: { href: withLang(`${base}/${interaction.uid}`, lang), label: format(lang, 'backToSignIn') },
        }),
      );
    });

    // ----- forgot password -----

    const forgotPage = (reply: FastifyReply, status: number, interaction: Interaction, lang: Language, m: { email?: string; error?: string; formError?: string }) => {
      const uid = interaction.uid;
      const fields: Field[] = [{ name: 'email', label: format(lang, 'email'), type: 'email', autocomplete: 'email', value: m.email ?? '', maxlength: 254, error: m.error }];
      const body = `<h1>${escapeHtml(format(lang, 'forgotTitle'))}</h1>
<p>${escapeHtml(format(lang, 'forgotLead'))}</p>
${form(lang, { action: withLang(`${base}/${uid}/forgot`, lang), hidden: { csrf: csrfFor(uid) }, fields, submit: format(lang, 'sendLinkButton'), formError: m.formError })}
${links([{ href: withLang(`${base}/${uid}`, lang), label: format(lang, 'backToSignIn') }])}`;
      return send(reply, status, page(frame(lang, status === 200 ? (l) => withLang(`${base}/${uid}/forgot`, l) : undefined), format(lang, 'forgotTitle'), body));
    };

    scope.get(`${base}/:uid/forgot`, async (request, reply) => {
      const interaction = await interactionOf(request, reply);
      const lang = languageOf(request, interaction ?? undefined);
      if (!interaction) return expiredPage(reply, lang);
      return forgotPage(reply, 200, interaction, lang, {});
    });

    scope.post(`${base}/:uid/forgot`, async (request, reply) => {
      const interaction = await interactionOf(request, reply);
      const lang = languageOf(request, interaction ?? undefined);
      const body = forgotForm.safeParse(formFields(request.body));
      if (!interaction || !body.success || !csrfValid(interaction.uid, body.data.csrf)) return expiredPage(reply, lang);
      const result = c.accounts.requestPasswordReset({ email: body.data.email, lang, ip: request.ip });
      if (result.kind === 'invalid') return forgotPage(reply, 422, interaction, lang, { email: body.data.email, error: fieldErrorText(lang, 'email', result.error) });
      if (result.kind === 'throttled') return forgotPage(reply, 429, interaction, lang, { email: body.data.email, formError: format(lang, 'tooManyAttempts') });
      return send(
        reply,
        200,
        messagePage(frame(lang), {
          title: 'forgotTitle',
          text: format(lang, 'forgotSentText', { email: result.email }),
          tone: 'notice',
          action: { href: withLang(`${base}/${interaction.uid}`, lang), label: format(lang, 'backToSignIn') },
        }),
      );
    });

    // ----- links from the mails -----

    const invalidLinkPage = (reply: FastifyReply, lang: Language) =>
      send(reply, 400, messagePage(frame(lang), { title: 'linkInvalidTitle', text: format(lang, 'linkInvalidText'), action: shopLink(lang) }));

    scope.get(`${base}/verify-email`, async (request, reply) => {
      const { lang = languageOf(request), token = '' } = queryOf(request);
      if (!c.accounts.verifyEmail(token)) return invalidLinkPage(reply, lang);
      return send(
        reply,
        200,
        messagePage(frame(lang), { title: 'verifiedTitle', text: format(lang, 'verifiedText'), tone: 'notice', action: { href: storefront, label: format(lang, 'continueToShop') } }),
      );
    });

    const resetPage = (reply: FastifyReply, status: number, token: string, lang: Language, error?: string) => {
      const fields: Field[] = [
        { name: 'password', label: format(lang, 'newPassword'), type: 'password', autocomplete: 'new-password', maxlength: PASSWORD_MAX, hint: format(lang, 'passwordHint'), error },
      ];
      const body = `<h1>${escapeHtml(format(lang, 'resetTitle'))}</h1>
${form(lang, { action: withLang(`${base}/reset-password`, lang), hidden: { token }, fields, submit: format(lang, 'saveButton') })}`;
      return send(reply, status, page(frame(lang, status === 200 ? (l) => withLang(`${base}/reset-password`, l, { token }) : undefined), format(lang, 'resetTitle'), body));
    };

    scope.get(`${base}/reset-password`, async (request, reply) => {
      const { lang = languageOf(request), token = '' } = queryOf(request);
      if (!c.accounts.resetTokenValid(token)) return invalidLinkPage(reply, lang);
      return resetPage(reply, 200, token, lang);
    });

    scope.post(`${base}/reset-password`, async (request, reply) => {
      const lang = languageOf(request);
      const body = resetForm.safeParse(formFields(request.body));
      if (!body.success) return invalidLinkPage(reply, lang);
      const result = await c.accounts.resetPassword(body.data.token, body.data.password);
      if (result.kind === 'invalid') return resetPage(reply, 422, body.data.token, lang, fieldErrorText(lang, 'password', result.error));
      if (result.kind === 'expired') return invalidLinkPage(reply, lang);
      return send(
        reply,
        200,
        messagePage(frame(lang), { title: 'resetDoneTitle', text: format(lang, 'resetDoneText'), tone: 'notice', action: { href: storefront, label: format(lang, 'continueToShop') } }),
      );
    });
  });
}

/** Grants the first-party client what it asked for and answers where the authorization continues. */
async function grantConsent(provider: Provider, request: FastifyRequest, reply: FastifyReply, interaction: Interaction): Promise<string> {
  const { details } = interaction.prompt;
  const accountId = interaction.session?.accountId;
  const existing = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
  const grant = existing ?? new provider.Grant({ accountId, clientId: CLIENT_ID });
  const missingScope = details.missingOIDCScope;
  if (Array.isArray(missingScope)) grant.addOIDCScope(missingScope.join(' '));
  const missingClaims = details.missingOIDCClaims;
  if (Array.isArray(missingClaims)) grant.addOIDCClaims(missingClaims.filter((x): x is string => typeof x === 'string'));
  const missingResource = details.missingResourceScopes;
  if (missingResource && typeof missingResource === 'object') {
    for (const [indicator, scopes] of Object.entries(missingResource)) {
      if (Array.isArray(scopes)) grant.addResourceScope(indicator, scopes.join(' '));
    }
  }
  const grantId = await grant.save();
  return provider.interactionResult(request.raw, reply.raw, { consent: { grantId } }, { mergeWithLastSubmission: true });
}
