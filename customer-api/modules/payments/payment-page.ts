import { escapeHtml } from '../../../lib/format/escape-html';
import { formatMoney } from '../../../lib/format/money';

/** What the hosted payment page records. */
export type PaymentOutcome =
  { status: 'PAID'; last4: string } | { status: 'FAILED'; last4: string; reason: string } | { status: 'CANCELLED' };

/**
 * The reference server plays the payment gateway: a hosted card form with documented test cards.
 * Nothing here moves money; the outcome is recorded on the server's payment record only.
 */
export const TEST_CARDS = {
  success: '4242424242424242',
  decline: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

export interface CardForm {
  cardNumber: string;
  name: string;
  expiry: string;
  cvc: string;
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** Field errors of the card form (what a gateway checks before it tries the card). */
export function cardFormErrors(form: CardForm, now: Date): Partial<Record<keyof CardForm, string>> {
  const errors: Partial<Record<keyof CardForm, string>> = {};
  const digits = form.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) errors.cardNumber = 'Enter a valid card number';
  if (form.name.trim().length < 2 || form.name.trim().length > 80) errors.name = 'Enter the name on the card';
  const exp = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(form.expiry.trim());
  if (!exp) errors.expiry = 'Enter the expiry date as MM/YY';
  else {
    const month = Number(exp[1]);
    const year = 2000 + Number(exp[2]);
    const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
    if (year * 12 + (month - 1) < current) errors.expiry = 'This card has expired';
  }
  if (!/^\d{3,4}$/.test(form.cvc.trim())) errors.cvc = 'Enter the 3 or 4 digit security code';
  return errors;
}

/** What the test gateway does with a saved card's token: the card behind it is known by its last four digits. */
export function savedCardOutcome(last4: string): PaymentOutcome {
  if (last4 === TEST_CARDS.success.slice(-4)) return { status: 'PAID', last4 };
  if (last4 === TEST_CARDS.insufficientFunds.slice(-4)) return { status: 'FAILED', last4, reason: 'INSUFFICIENT_FUNDS' };
  return { status: 'FAILED', last4, reason: 'CARD_DECLINED' };
}

/** What the test gateway does with a well-formed card. */
export function cardOutcome(cardNumber: string): PaymentOutcome {
  const digits = cardNumber.replace(/[\s-]/g, '');
  const last4 = digits.slice(-4);
  if (digits === TEST_CARDS.success) return { status: 'PAID', last4 };
  if (digits === TEST_CARDS.insufficientFunds) return { status: 'FAILED', last4, reason: 'INSUFFICIENT_FUNDS' };
  return { status: 'FAILED', last4, reason: 'CARD_DECLINED' };
}

/** A saved card as the page shows it: what the gateway keeps, never the number. */
export interface SavedCardOnPage {
  brand: string;
  last4: string;
  expiry: string;
  holderName: string;
}

export interface PaymentPageModel {
  action: string;
  merchantName: string;
  amount: number;
  currency: string;
  values: Partial<CardForm>;
  errors: Partial<Record<keyof CardForm, string>>;
  /** Paying with a saved card: only its security code is asked. */
  savedCard: SavedCardOnPage | null;
  /** The checkout asked to keep this new card (its one question): the page says so and asks nothing. */
  savesCard: boolean;
}

const FIELDS: { key: keyof CardForm; label: string; autocomplete: string; inputmode?: string; placeholder?: string; maxlength: number }[] =
  [
    {
      key: 'cardNumber',
      label: 'Card number',
      autocomplete: 'cc-number',
      inputmode: 'numeric',
      placeholder: '4242 4242 4242 4242',
      maxlength: 23,
    },
    { key: 'name', label: 'Name on card', autocomplete: 'cc-name', maxlength: 80 },
    { key: 'expiry', label: 'Expiry date (MM/YY)', autocomplete: 'cc-exp', inputmode: 'numeric', placeholder: 'MM/YY', maxlength: 7 },
    { key: 'cvc', label: 'Security code (CVC)', autocomplete: 'cc-csc', inputmode: 'numeric', maxlength: 4 },
  ];

const STYLE = `
body{font-family:system-ui,sans-serif;background:#f3f4f6;color:#111827;margin:0;padding:2rem 1rem}
main{max-width:26rem;margin:0 auto;background:#fff;border-radius:.75rem;padding:1.5rem;box-shadow:0 1px 3px rgba(0,0,0,.15)}
h1{font-size:1.5rem;margin:0 0 .25rem}p{margin:.25rem 0 1rem}
label{display:block;font-weight:600;margin-top:1rem}
input{display:block;width:100%;box-sizing:border-box;font-size:1rem;padding:.6rem;border:1px solid #6b7280;border-radius:.375rem;margin-top:.25rem}
input:focus,button:focus{outline:3px solid #1d4ed8;outline-offset:2px}
input[aria-invalid=true]{border-color:#b91c1c}
.error{color:#b91c1c;margin:.25rem 0 0}
.alert{background:#fef2f2;border:1px solid #b91c1c;color:#7f1d1d;padding:.75rem;border-radius:.375rem}
.pay{margin-top:1.5rem;width:100%;font-size:1.05rem;font-weight:600;padding:.75rem;border:0;border-radius:.375rem;background:#0b5d57;color:#fff;cursor:pointer}
.cancel{background:none;border:0;color:#1d4ed8;text-decoration:underline;font-size:1rem;padding:.5rem 0;margin-top:1rem;cursor:pointer}
.note{font-size:.9rem;color:#374151;background:#f9fafb;border:1px dashed #9ca3af;padding:.5rem .75rem;border-radius:.375rem}
.mode{display:inline-block;font-weight:700;letter-spacing:.05em;text-transform:uppercase;color:#7c2d12;background:#ffedd5;border:1px solid #9a3412;padding:.125rem .5rem;border-radius:.25rem;margin:0 0 .75rem}
.saved{font-weight:600;background:#f9fafb;border:1px solid #d1d5db;padding:.75rem;border-radius:.375rem}
.save{margin-top:1rem}
`;

/** The hosted payment page: labelled fields, errors tied to their fields, one alert summarising them. */
export function renderPaymentPage(m: PaymentPageModel): string {
  const amount = escapeHtml(formatMoney(m.amount, m.currency, 'en'));
  const errorCount = Object.keys(m.errors).length;
  const asked = m.savedCard ? FIELDS.filter((f) => f.key === 'cvc') : FIELDS;
  const fields = asked
    .map((f) => {
      const error = m.errors[f.key];
      const errorId = `${f.key}-error`;
      return `<label for="${f.key}">${f.label}</label>
<input id="${f.key}" name="${f.key}" autocomplete="${f.autocomplete}" required maxlength="${f.maxlength}"${f.inputmode ? ` inputmode="${f.inputmode}"` : ''}${f.placeholder ? ` placeholder="${f.placeholder}"` : ''} value="${escapeHtml(f.key === 'cvc' ? '' : (m.values[f.key] ?? ''))}"${error ? ` aria-invalid="true" aria-describedby="${errorId}"` : ''}>
${error ? `<p class="error" id="${errorId}">${escapeHtml(error)}</p>` : ''}`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Pay ${amount} to ${escapeHtml(m.merchantName)} (test mode)</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="mode">Test mode</p>
<h1>Pay ${amount}</h1>
<p>to ${escapeHtml(m.merchantName)}</p>
<p class="note">Test mode: this page is the reference server's payment simulator and no money moves. Card ${TEST_CARDS.success.replace(/(\d{4})(?=\d)/g, '$1 ')} pays; ${TEST_CARDS.decline.replace(/(\d{4})(?=\d)/g, '$1 ')} is declined. Any name, a future expiry date and any 3 digits.</p>
${errorCount > 0 ? `<div class="alert" role="alert">Please correct ${errorCount === 1 ? 'the field' : `${errorCount} fields`} marked below.</div>` : ''}
<form method="post" action="${escapeHtml(m.action)}">
<input type="hidden" name="action" value="pay">
${m.savedCard ? `<p class="saved">Paying with your saved ${escapeHtml(m.savedCard.brand)} ending in ${escapeHtml(m.savedCard.last4)}, expires ${escapeHtml(m.savedCard.expiry)} (${escapeHtml(m.savedCard.holderName)})</p>` : ''}
${fields}
${m.savesCard ? `<p class="save">This card will be saved for next time, as chosen at checkout.</p>` : ''}
<button class="pay" type="submit">Pay ${amount}</button>
</form>
<form method="post" action="${escapeHtml(m.action)}">
<input type="hidden" name="action" value="cancel">
<button class="cancel" type="submit">Cancel and return to the shop</button>
</form>
</main>
</body>
</html>`;
}

export function renderPaymentMessage(title: string, text: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></main></body></html>`;
}
