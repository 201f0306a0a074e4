import { createHash } from 'node:crypto';
import { escapeHtml } from '../../../lib/format/escape-html';
import { contrastRatio } from '../../../lib/theme/theme-variables';
import { format, MESSAGES, type MessageKey } from './messages';
import { LANGUAGES, type Language } from './rules';

/** Server-rendered pages of the identity provider: no framework; scripts only for the password toggle and the sign-out hand-off. */

export interface Branding {
  shopName: string;
  /** Same-origin URL of the merchant's logo, or null for the name in text. */
  logoUrl: string | null;
  /** The merchant's primary colour (hex), or null for the neutral default. */
  brandColour: string | null;
}

export interface Frame {
  lang: Language;
  branding: Branding;
  /** Link to this page in another language; omitted on answers to a form. */
  languageHref?: (lang: Language) => string;
}

export interface Field {
  name: string;
  label: string;
  type: 'text' | 'email' | 'password';
  autocomplete: string;
  value?: string;
  error?: string;
  /** Id of a message elsewhere on the page that also describes this field (a form-level error). */
  describedBy?: string;
  hint?: string;
  maxlength: number;
  /** A password field's "Show password" toggle label (shown once the page's script runs). */
  revealLabel?: string;
}

const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** The merchant's colour when white text on it reaches WCAG AA (4.5:1), else the neutral default. */
function brandColour(hex: string | null): string {
  if (!hex || !HEX.test(hex)) return '#0b5d57';
  return contrastRatio(hex, '#ffffff') >= 4.5 ? hex.toLowerCase() : '#0b5d57';
}

/**
 * Latin fonts before the Sinhala and Tamil ones: Noto Sans Sinhala's space is 0.5em, twice a Latin
 * space, so with no Latin font before it (these pages load no web font) "Sign in" read "Sign  in".
 */
const FONT_STACK = 'Inter,system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Sinhala","Noto Sans Tamil",sans-serif';

const STYLE = (brand: string) => `
:root{--brand:${brand}}
*{box-sizing:border-box}
body{font-family:${FONT_STACK};background:#f9fafb;color:#111827;margin:0;padding:2rem 1rem;line-height:1.5}
main{max-width:28rem;margin:0 auto;background:#fff;border:1px solid #e5e7eb;border-radius:.75rem;padding:2rem 1.5rem;box-shadow:0 1px 2px rgba(0,0,0,.05)}
.brand{display:block;margin:0 0 1.5rem;font-weight:700;font-size:1.25rem;color:#111827;text-decoration:none}
.brand img{max-height:3rem;max-width:12rem;display:block}
h1{font-size:1.5rem;line-height:2rem;margin:0 0 .5rem}
p{margin:.5rem 0 1rem}
label{display:block;font-weight:600;font-size:.875rem;margin-top:1rem}
input{display:block;width:100%;font:inherit;padding:.625rem .75rem;border:1px solid #6b7280;border-radius:.5rem;margin-top:.25rem;background:#fff;color:#111827}
input:focus,button:focus,a:focus{outline:3px solid #2563eb;outline-offset:2px}
input[aria-invalid=true]{border-color:#b91c1c}
.reveal{margin-top:.5rem;min-height:2.75rem;font:inherit;font-size:.875rem;font-weight:600;padding:.5rem .75rem;border:1px solid #6b7280;border-radius:.5rem;background:#fff;color:#111827;cursor:pointer}
.reveal[aria-pressed=true]{background:#e5e7eb}
.hint{color:#4b5563;font-size:.875rem;margin:.25rem 0 0}
.error{color:#b91c1c;font-size:.875rem;margin:.25rem 0 0}
.alert{background:#fef2f2;border:1px solid #fca5a5;color:#7f1d1d;padding:.75rem 1rem;border-radius:.5rem;margin:1rem 0}
.notice{background:#f0fdf4;border:1px solid #86efac;color:#14532d;padding:.75rem 1rem;border-radius:.5rem;margin:1rem 0}
.primary{display:block;width:100%;margin-top:1.5rem;font:inherit;font-weight:600;padding:.75rem 1rem;border:0;border-radius:.5rem;background:var(--brand);color:#fff;cursor:pointer;text-align:center;text-decoration:none}
.primary:hover{filter:brightness(.92)}
.links{margin-top:1.5rem;font-size:.875rem;display:flex;flex-direction:column;gap:.5rem}
.links p{margin:0}
a{color:#1d4ed8}
nav.langs{max-width:28rem;margin:1rem auto 0;font-size:.875rem;text-align:center}
nav.langs ul{list-style:none;padding:0;margin:0;display:flex;gap:1rem;justify-content:center}
`;

function brandHeader(b: Branding): string {
  return b.logoUrl
    ? `<div class="brand"><img src="${escapeHtml(b.logoUrl)}" alt="${escapeHtml(b.shopName)}"></div>`
    : `<div class="brand">${escapeHtml(b.shopName)}</div>`;
}

function languageNav(frame: Frame): string {
  const href = frame.languageHref;
  if (!href) return '';
  const items = LANGUAGES.map((l) =>
    l === frame.lang
      ? `<li><span lang="${l}" aria-current="true">${escapeHtml(MESSAGES[l].languageName)}</span></li>`
      : `<li><a lang="${l}" hreflang="${l}" href="${escapeHtml(href(l))}">${escapeHtml(MESSAGES[l].languageName)}</a></li>`,
  ).join('');
  return `<nav class="langs" aria-label="${escapeHtml(MESSAGES[frame.lang].languageNav)}"><ul>${items}</ul></nav>`;
}

/** The whole document; `body` is trusted HTML built by this module. */
export function page(frame: Frame, title: string, body: string, extraHead = ''): string {
  return `<!doctype html>
<html lang="${frame.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(frame.branding.shopName)}</title>
<style>${STYLE(brandColour(frame.branding.brandColour))}</style>
${extraHead}</head>
<body>
<main>
${brandHeader(frame.branding)}
${body}
</main>
${languageNav(frame)}
</body>
</html>`;
}

/**
 * Shows the password toggles and makes them work; a form goes with the field masked again, so a browser
 * offers to save the password as usual. Without the script the toggles stay hidden and the field works.
 */
const REVEAL_SCRIPT =
  "document.querySelectorAll('button[data-reveal]').forEach(function(b){var i=document.getElementById(b.getAttribute('aria-controls'));if(!i)return;b.hidden=false;b.addEventListener('click',function(){var show=i.type==='password';i.type=show?'text':'password';b.setAttribute('aria-pressed',String(show));});if(i.form)i.form.addEventListener('submit',function(){i.type='password';});});";
export const REVEAL_SCRIPT_HASH = `'sha256-${createHash('sha256').update(REVEAL_SCRIPT).digest('base64')}'`;

/** A toggle button (aria-pressed) for the password input `id`, hidden until the script shows it. */
function revealButton(id: string, label: string): string {
  return `<button class="reveal" type="button" data-reveal aria-controls="${id}" aria-pressed="false" hidden>${escapeHtml(label)}</button>`;
}

/** A labelled input; its error and hint are tied to it with aria-describedby. */
export function field(f: Field, autofocus: boolean): string {
  const describedBy = [f.hint ? `${f.name}-hint` : '', f.error ? `${f.name}-error` : '', f.describedBy ?? ''].filter(Boolean).join(' ');
  const invalid = Boolean(f.error || f.describedBy);
  return `<label for="${f.name}">${escapeHtml(f.label)}</label>
<input id="${f.name}" name="${f.name}" type="${f.type}" autocomplete="${f.autocomplete}" maxlength="${f.maxlength}" required${
    f.value !== undefined && f.type !== 'password' ? ` value="${escapeHtml(f.value)}"` : ''
  }${describedBy ? ` aria-describedby="${describedBy}"` : ''}${invalid ? ' aria-invalid="true"' : ''}${autofocus ? ' autofocus' : ''}>
${f.type === 'password' && f.revealLabel ? revealButton(f.name, f.revealLabel) : ''}
${f.hint ? `<p class="hint" id="${f.name}-hint">${escapeHtml(f.hint)}</p>` : ''}${f.error ? `<p class="error" id="${f.name}-error">${escapeHtml(f.error)}</p>` : ''}`;
}

export interface FormModel {
  action: string;
  /** Hidden inputs (CSRF token, reset token). */
  hidden: Record<string, string>;
  fields: Field[];
  submit: string;
  /** A message about the whole form (role=alert), e.g. invalid credentials. */
  formError?: string;
}

export const FORM_ERROR_ID = 'form-error';

/** A form whose first field in error (or the first field) takes the focus, with an alert when anything is wrong. */
export function form(lang: Language, m: FormModel): string {
  const firstInvalid = m.fields.findIndex((f) => f.error || f.describedBy);
  const focus = firstInvalid >= 0 ? firstInvalid : 0;
  const hasFieldErrors = m.fields.some((f) => f.error);
  const alert = m.formError
    ? `<div class="alert" role="alert" id="${FORM_ERROR_ID}">${escapeHtml(m.formError)}</div>`
    : hasFieldErrors
      ? `<div class="alert" role="alert">${escapeHtml(format(lang, 'errorSummary'))}</div>`
      : '';
  const hidden = Object.entries(m.hidden)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  return `${alert}
<form method="post" action="${escapeHtml(m.action)}" novalidate>
${hidden}
${m.fields.map((f, i) => field(f, i === focus)).join('\n')}
<button class="primary" type="submit">${escapeHtml(m.submit)}</button>
</form>${m.fields.some((f) => f.revealLabel) ? `\n<script>${REVEAL_SCRIPT}</script>` : ''}`;
}

export interface Link {
  href: string;
  label: string;
  /** Text before the link, e.g. "New here?". */
  lead?: string;
}

export function links(items: Link[]): string {
  if (items.length === 0) return '';
  return `<div class="links">${items
    .map((l) => `<p>${l.lead ? `${escapeHtml(l.lead)} ` : ''}<a href="${escapeHtml(l.href)}">${escapeHtml(l.label)}</a></p>`)
    .join('')}</div>`;
}

/** A page that only tells something: heading, text, and a way on. */
export function messagePage(frame: Frame, m: { title: MessageKey; text: string; tone?: 'notice' | 'plain'; action?: Link }): string {
  const title = format(frame.lang, m.title);
  const text = m.tone === 'notice' ? `<p class="notice" role="status">${escapeHtml(m.text)}</p>` : `<p>${escapeHtml(m.text)}</p>`;
  const action = m.action ? `<a class="primary" href="${escapeHtml(m.action.href)}">${escapeHtml(m.action.label)}</a>` : '';
  return page(frame, title, `<h1>${escapeHtml(title)}</h1>\n${text}\n${action}`);
}

/** Submits the provider's sign-out form by itself when the shop asked with an ID token hint (as Keycloak does). */
const AUTO_SUBMIT = "document.getElementById('op.logoutForm').submit();";
export const AUTO_SUBMIT_HASH = `'sha256-${createHash('sha256').update(AUTO_SUBMIT).digest('base64')}'`;

export function logoutPage(frame: Frame, providerForm: string, autoSubmit: boolean, backHref: string): string {
  const t = (key: MessageKey) => format(frame.lang, key, { shop: frame.branding.shopName });
  const body = `<h1>${escapeHtml(t('logoutTitle'))}</h1>
<p>${escapeHtml(t('logoutQuestion'))}</p>
${providerForm}
<input type="hidden" name="logout" value="yes" form="op.logoutForm">
<button class="primary" type="submit" form="op.logoutForm" autofocus>${escapeHtml(t('logoutButton'))}</button>
${links([{ href: backHref, label: t('backToShop') }])}
${autoSubmit ? `<script>${AUTO_SUBMIT}</script>` : ''}`;
  return page(frame, t('logoutTitle'), body);
}
