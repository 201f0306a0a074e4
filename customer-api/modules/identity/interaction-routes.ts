import { createHmac, timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Interaction } from 'oidc-provider';
import { z } from 'zod';
import { consume, MemoryRateStore, type RateRule } from '@/lib/http/rate-limiter';
import type { AccountService } from './account-service';
import { fieldErrorText, format } from './messages';
import { CLIENT_ID } from './provider';
import type { PageKit } from './page-kit';
import { forgotPage, registerPage, signInPage } from './pages';
import { IP_WINDOW_MS, NAME_MAX, PASSWORD_MAX, type FieldErrorCode, type Language } from './rules';
import { messagePage } from './views';

export interface InteractionPagesContext {
  provider: Provider;
  accounts: AccountService;
  /** Secret the per-interaction form tokens are derived from. */
  csrfKey: string;
  /** The caller's address for the throttles (TRUSTED_PROXY_HOPS). */
  addressOf: (request: FastifyRequest) => string;
}

const text = (max: number) => z.string().max(max).default('');
const loginForm = z.object({ email: text(320), password: text(PASSWORD_MAX * 4), csrf: text(200) });
const registerForm = z.object({ name: text(NAME_MAX * 4), email: text(320), password: text(PASSWORD_MAX * 4), csrf: text(200) });
const forgotForm = z.object({ email: text(320), csrf: text(200) });
const uidParams = z.object({ uid: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

/**
 * Sign-in attempts, whatever their outcome, per sign-in in progress (the session) and per address. Failures
 * are limited besides, per account and per address (accounts failed from it), in `AccountService` (stored,
 * so they outlast a restart).
 */
export const SIGN_IN_LIMITS = {
  interaction: { limit: 10, windowSeconds: 600 },
  address: { limit: 300, windowSeconds: 600 },
} as const satisfies Record<string, RateRule>;

/**
 * The pages of a sign-in in progress (an oidc-provider interaction) under
 * `/realms/{realm}/login-actions/{uid}`: sign in, create an account, forgot password, back to the shop.
 * Consent is granted without a page: the storefront is the merchant's own client.
 */
export function interactionRoutes(app: FastifyInstance, c: InteractionPagesContext, kit: PageKit): void {
  const { base, send, languageOf, frame, withLang, expiredPage, formFields } = kit;
  const attempts = new MemoryRateStore();

  const csrfFor = (uid: string) => createHmac('sha256', c.csrfKey).update(`login-actions:${uid}`).digest('base64url');
  const csrfValid = (uid: string, token: string) => {
    const expected = Buffer.from(csrfFor(uid));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

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

  void app.register(async (scope) => {
    kit.acceptForms(scope);

    // ----- sign in -----

    const signIn = (reply: FastifyReply, status: number, uid: string, lang: Language, m: { email: string; formError?: string }) =>
      send(
        reply,
        status,
        signInPage(frame(lang, status === 200 ? (l) => withLang(`${base}/${uid}`, l) : undefined), {
          ...m,
          action: withLang(`${base}/${uid}/login`, lang),
          csrf: csrfFor(uid),
          forgotHref: withLang(`${base}/${uid}/forgot`, lang),
          registerHref: withLang(`${base}/${uid}/register`, lang),
          abortHref: `${base}/${uid}/abort`,
        }),
      );

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
      return signIn(reply, 200, interaction.uid, lang, { email: typeof hint === 'string' ? hint.slice(0, 254) : '' });
    });

    scope.post(`${base}/:uid/login`, async (request, reply) => {
      const interaction = await interactionOf(request, reply);
      const lang = languageOf(request, interaction ?? undefined);
      const body = loginForm.safeParse(formFields(request.body));
      if (!interaction || !body.success || !csrfValid(interaction.uid, body.data.csrf)) return expiredPage(reply, lang);
      if (interaction.prompt.name !== 'login') return reply.redirect(`${base}/${interaction.uid}`, 303);

      const allowed = await consume(attempts, 'sign-in', [
        { subject: `i:${interaction.uid}`, rule: SIGN_IN_LIMITS.interaction },
        { subject: `a:${c.addressOf(request)}`, rule: SIGN_IN_LIMITS.address },
      ]);
      if (!allowed.ok) {
        reply.header('retry-after', String(allowed.retryAfterSeconds));
        return signIn(reply, 429, interaction.uid, lang, { email: body.data.email, formError: format(lang, 'tooManyAttempts') });
      }
      const result = await c.accounts.signIn({ email: body.data.email, password: body.data.password, ip: c.addressOf(request) });
      switch (result.kind) {
        case 'signed-in': {
          const returnTo = await c.provider.interactionResult(request.raw, reply.raw, { login: { accountId: result.customer.id, remember: true } }, { mergeWithLastSubmission: false });
          return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
        }
        case 'invalid':
          await sleep(result.delayMs);
          return signIn(reply, 401, interaction.uid, lang, { email: body.data.email, formError: format(lang, 'invalidCredentials') });
        case 'unverified':
          return signIn(reply, 403, interaction.uid, lang, { email: body.data.email, formError: format(lang, 'unverified') });
        case 'throttled':
          reply.header('retry-after', String(Math.ceil(IP_WINDOW_MS / 1000)));
          return signIn(reply, 429, interaction.uid, lang, { email: body.data.email, formError: format(lang, 'tooManyAttempts') });
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

    const register = (
      reply: FastifyReply,
      status: number,
      uid: string,
      lang: Language,
      m: { name?: string; email?: string; errors?: Partial<Record<'name' | 'email' | 'password', FieldErrorCode>>; formError?: string },
    ) => {
      const errors = Object.fromEntries(Object.entries(m.errors ?? {}).map(([f, code]) => [f, fieldErrorText(lang, f, code)]));
      return send(
        reply,
        status,
        registerPage(frame(lang, status === 200 ? (l) => withLang(`${base}/${uid}/register`, l) : undefined), {
          action: withLang(`${base}/${uid}/register`, lang),
          csrf: csrfFor(uid),
          values: { name: m.name ?? '', email: m.email ?? '' },
          errors,
          formError: m.formError,
          signInHref: withLang(`${base}/${uid}`, lang),
        }),
      );
    };

    scope.get(`${base}/:uid/register`, async (request, reply) => {
      const interaction = await interactionOf(request, reply);
      const lang = languageOf(request, interaction ?? undefined);
      if (!interaction) return expiredPage(reply, lang);
      return register(reply, 200, interaction.uid, lang, {});
    });

    scope.post(`${base}/:uid/register`, async (request, reply) => {
      const interaction = await interactionOf(request, reply);
      const lang = languageOf(request, interaction ?? undefined);
      const body = registerForm.safeParse(formFields(request.body));
      if (!interaction || !body.success || !csrfValid(interaction.uid, body.data.csrf)) return expiredPage(reply, lang);
      const result = await c.accounts.register({ ...body.data, lang, ip: c.addressOf(request) });
      if (result.kind === 'invalid') return register(reply, 422, interaction.uid, lang, { ...body.data, errors: result.errors });
      if (result.kind === 'throttled') return register(reply, 429, interaction.uid, lang, { ...body.data, formError: format(lang, 'tooManyAttempts') });
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

    const forgot = (reply: FastifyReply, status: number, uid: string, lang: Language, m: { email?: string; error?: string; formError?: string }) =>
      send(
        reply,
        status,
        forgotPage(frame(lang, status === 200 ? (l) => withLang(`${base}/${uid}/forgot`, l) : undefined), {
          action: withLang(`${base}/${uid}/forgot`, lang),
          csrf: csrfFor(uid),
          email: m.email ?? '',
          error: m.error,
          formError: m.formError,
          signInHref: withLang(`${base}/${uid}`, lang),
        }),
      );

    scope.get(`${base}/:uid/forgot`, async (request, reply) => {
      const interaction = await interactionOf(request, reply);
      const lang = languageOf(request, interaction ?? undefined);
      if (!interaction) return expiredPage(reply, lang);
      return forgot(reply, 200, interaction.uid, lang, {});
    });

    scope.post(`${base}/:uid/forgot`, async (request, reply) => {
      const interaction = await interactionOf(request, reply);
      const lang = languageOf(request, interaction ?? undefined);
      const body = forgotForm.safeParse(formFields(request.body));
      if (!interaction || !body.success || !csrfValid(interaction.uid, body.data.csrf)) return expiredPage(reply, lang);
      const result = c.accounts.requestPasswordReset({ email: body.data.email, lang, ip: c.addressOf(request) });
      if (result.kind === 'invalid') return forgot(reply, 422, interaction.uid, lang, { email: body.data.email, error: fieldErrorText(lang, 'email', result.error) });
      if (result.kind === 'throttled') return forgot(reply, 429, interaction.uid, lang, { email: body.data.email, formError: format(lang, 'tooManyAttempts') });
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
