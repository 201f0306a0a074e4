import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Interaction } from 'oidc-provider';
import { z } from 'zod';
import { format } from './messages';
import { LANGUAGES, pageLanguage, type Language } from './rules';
import { messagePage, type Branding, type Frame } from './views';
import { sendHtmlPage } from '../../core/html-page';

export interface PageKitContext {
  /** `/realms/{realm}` */
  realmPath: string;
  storefrontUrl: string;
  branding: () => Branding;
  pageCsp: () => string;
}

const FORM_LIMIT = 16 * 1024;
const pageQuery = z.object({ lang: z.enum(LANGUAGES).optional(), token: z.string().max(200).optional() });

/** What every page route of the provider shares: headers, language choice, links, the common answers. */
export function pageKit(c: PageKitContext) {
  const storefront = new URL(c.storefrontUrl).href;

  const send = (reply: FastifyReply, status: number, body: string) => sendHtmlPage(reply, status, body, c.pageCsp());

  const queryOf = (request: FastifyRequest): z.infer<typeof pageQuery> => {
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
  const withLang = (path: string, lang: Language, extra: Record<string, string> = {}) =>
    `${path}?${new URLSearchParams({ ...extra, lang }).toString()}`;
  const toShop = (lang: Language, label: 'backToShop' | 'continueToShop' = 'backToShop') => ({
    href: storefront,
    label: format(lang, label),
  });
  /** The storefront's home with query flags it understands (e.g. `emailVerified=1`). */
  const shopLink = (flags: Record<string, string>) => {
    const url = new URL(storefront);
    for (const [name, value] of Object.entries(flags)) url.searchParams.set(name, value);
    return url.href;
  };

  return {
    base: `${c.realmPath}/login-actions`,
    send,
    queryOf,
    languageOf,
    frame,
    withLang,
    toShop,
    shopLink,
    expiredPage: (reply: FastifyReply, lang: Language) =>
      send(reply, 400, messagePage(frame(lang), { title: 'expiredTitle', text: format(lang, 'expiredText'), action: toShop(lang) })),
    invalidLinkPage: (reply: FastifyReply, lang: Language) =>
      send(
        reply,
        400,
        messagePage(frame(lang), { title: 'linkInvalidTitle', text: format(lang, 'linkInvalidText'), action: toShop(lang) }),
      ),
    /** A urlencoded form body as a plain object ({} for anything else). */
    formFields: (body: unknown): object => (body && typeof body === 'object' ? body : {}),
    /** Parses urlencoded forms (bounded) in the scope the page routes live in. */
    acceptForms(scope: FastifyInstance): void {
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: FORM_LIMIT },
        (_request, body, done) => {
          done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
        },
      );
    },
  };
}

export type PageKit = ReturnType<typeof pageKit>;
