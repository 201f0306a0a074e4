import { format } from './messages';
import { NAME_MAX, PASSWORD_MAX } from './rules';
import { escapeHtml } from '../../../lib/format/escape-html';
import { FORM_ERROR_ID, form, links, page, type Field, type Frame } from './views';

/** The provider's form pages; the routes decide which to show and with what. */

export interface SignInModel {
  action: string;
  csrf: string;
  email: string;
  /** Invalid credentials, unverified email or too many attempts: about both fields. */
  formError?: string;
  forgotHref: string;
  registerHref: string;
  abortHref: string;
}

export function signInPage(frame: Frame, m: SignInModel): string {
  const { lang } = frame;
  const shop = frame.branding.shopName;
  const describedBy = m.formError ? FORM_ERROR_ID : undefined;
  const fields: Field[] = [
    { name: 'email', label: format(lang, 'email'), type: 'email', autocomplete: 'username', value: m.email, maxlength: 254, describedBy },
    {
      name: 'password',
      label: format(lang, 'password'),
      type: 'password',
      revealLabel: format(lang, 'showPassword'),
      autocomplete: 'current-password',
      maxlength: PASSWORD_MAX,
      describedBy,
    },
  ];
  const body = `<h1>${escapeHtml(format(lang, 'signInTitle'))}</h1>
<p>${escapeHtml(format(lang, 'signInLead', { shop }))}</p>
${form(lang, { action: m.action, hidden: { csrf: m.csrf }, fields, submit: format(lang, 'signInButton'), formError: m.formError })}
${links([
  { href: m.forgotHref, label: format(lang, 'forgotLink') },
  { href: m.registerHref, label: format(lang, 'createAccountLink'), lead: format(lang, 'newHere', { shop }) },
  { href: m.abortHref, label: format(lang, 'backToShop') },
])}`;
  return page(frame, format(lang, 'signInTitle'), body);
}

export interface RegisterModel {
  action: string;
  csrf: string;
  values: { name: string; email: string };
  /** Error texts by field. */
  errors: Partial<Record<'name' | 'email' | 'password', string>>;
  formError?: string;
  signInHref: string;
}

export function registerPage(frame: Frame, m: RegisterModel): string {
  const { lang } = frame;
  const fields: Field[] = [
    {
      name: 'name',
      label: format(lang, 'name'),
      type: 'text',
      autocomplete: 'name',
      value: m.values.name,
      maxlength: NAME_MAX,
      error: m.errors.name,
    },
    {
      name: 'email',
      label: format(lang, 'email'),
      type: 'email',
      autocomplete: 'email',
      value: m.values.email,
      maxlength: 254,
      error: m.errors.email,
    },
    {
      name: 'password',
      label: format(lang, 'password'),
      type: 'password',
      revealLabel: format(lang, 'showPassword'),
      autocomplete: 'new-password',
      maxlength: PASSWORD_MAX,
      hint: format(lang, 'passwordHint'),
      error: m.errors.password,
    },
  ];
  const body = `<h1>${escapeHtml(format(lang, 'registerTitle'))}</h1>
<p>${escapeHtml(format(lang, 'registerLead'))}</p>
${form(lang, { action: m.action, hidden: { csrf: m.csrf }, fields, submit: format(lang, 'createButton'), formError: m.formError })}
${links([{ href: m.signInHref, label: format(lang, 'backToSignIn'), lead: format(lang, 'haveAccount') }])}`;
  return page(frame, format(lang, 'registerTitle'), body);
}

export interface ForgotModel {
  action: string;
  csrf: string;
  email: string;
  error?: string;
  formError?: string;
  signInHref: string;
}

export function forgotPage(frame: Frame, m: ForgotModel): string {
  const { lang } = frame;
  const fields: Field[] = [
    { name: 'email', label: format(lang, 'email'), type: 'email', autocomplete: 'email', value: m.email, maxlength: 254, error: m.error },
  ];
  const body = `<h1>${escapeHtml(format(lang, 'forgotTitle'))}</h1>
<p>${escapeHtml(format(lang, 'forgotLead'))}</p>
${form(lang, { action: m.action, hidden: { csrf: m.csrf }, fields, submit: format(lang, 'sendLinkButton'), formError: m.formError })}
${links([{ href: m.signInHref, label: format(lang, 'backToSignIn') }])}`;
  return page(frame, format(lang, 'forgotTitle'), body);
}

/** The new-password form of a reset link; the link's token is the form's secret. */
export function resetPage(frame: Frame, m: { action: string; token: string; error?: string }): string {
  const { lang } = frame;
  const fields: Field[] = [
    {
      name: 'password',
      label: format(lang, 'newPassword'),
      type: 'password',
      revealLabel: format(lang, 'showPassword'),
      autocomplete: 'new-password',
      maxlength: PASSWORD_MAX,
      hint: format(lang, 'passwordHint'),
      error: m.error,
    },
  ];
  const body = `<h1>${escapeHtml(format(lang, 'resetTitle'))}</h1>
${form(lang, { action: m.action, hidden: { token: m.token }, fields, submit: format(lang, 'saveButton') })}`;
  return page(frame, format(lang, 'resetTitle'), body);
}
