/** @jest-environment jsdom */
import { createHash } from 'node:crypto';
import { registerPage, resetPage, signInPage } from './pages';
import { REVEAL_SCRIPT_HASH, type Frame } from './views';

const frame = (lang: Frame['lang']): Frame => ({ lang, branding: { shopName: 'Lanka Living', logoUrl: null, brandColour: null } });
const signIn = (lang: Frame['lang'] = 'en') =>
  signInPage(frame(lang), { action: '/login', csrf: 'c', email: '', forgotHref: '/f', registerHref: '/r', abortHref: '/a' });

/** The page's body in this document, and its script run as the browser would once CSP allows it. */
function open(html: string, runScript: boolean): string | null {
  document.documentElement.innerHTML = html.replace(/^<!doctype html>\s*/i, '');
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? null;
  if (runScript && script) new Function(script)();
  return script;
}

describe('hosted sign-in pages', () => {
  it('take spaces from a Latin font: Noto Sans Sinhala (a 0.5em space) comes after them', () => {
    const fonts = (/body\{font-family:([^;]+);/.exec(signIn())?.[1] ?? '').split(',');
    const sinhala = fonts.indexOf('"Noto Sans Sinhala"');
    expect(sinhala).toBeGreaterThan(0);
    expect(fonts.indexOf('system-ui')).toBeGreaterThanOrEqual(0);
    expect(sinhala).toBeGreaterThan(fonts.indexOf('system-ui'));
    expect(fonts.indexOf('"Noto Sans Tamil"')).toBeGreaterThan(fonts.indexOf('system-ui'));
  });

  it('show the password on a toggle button (aria-pressed), and mask it again before the form is sent', () => {
    const script = open(signIn(), true);
    expect(
      `'sha256-${createHash('sha256')
        .update(script ?? '')
        .digest('base64')}'`,
    ).toBe(REVEAL_SCRIPT_HASH);
    const password = document.getElementById('password') as HTMLInputElement;
    const toggle = document.querySelector('button[aria-controls="password"]') as HTMLButtonElement;
    expect(toggle.hidden).toBe(false);
    expect(toggle.type).toBe('button');
    expect(toggle.textContent).toBe('Show password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    toggle.click();
    expect(password.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    toggle.click();
    expect(password.type).toBe('password');
    toggle.click();
    password.form?.dispatchEvent(new Event('submit'));
    expect(password.type).toBe('password');
  });

  it('keep the toggle hidden without the script, the password field as it was', () => {
    open(signIn(), false);
    expect((document.querySelector('button[data-reveal]') as HTMLButtonElement).hidden).toBe(true);
    expect((document.getElementById('password') as HTMLInputElement).type).toBe('password');
  });

  it('offer the toggle in Sinhala and Tamil, and on the register and new-password forms', () => {
    open(signIn('si'), false);
    expect(document.querySelector('button[data-reveal]')?.textContent).toBe('මුරපදය පෙන්වන්න');
    open(signIn('ta'), false);
    expect(document.querySelector('button[data-reveal]')?.textContent).toBe('கடவுச்சொல்லைக் காட்டு');
    const register = registerPage(frame('en'), { action: '/r', csrf: 'c', values: { name: '', email: '' }, errors: {}, signInHref: '/s' });
    expect(register).toContain('aria-controls="password"');
    expect(resetPage(frame('en'), { action: '/p', token: 't' })).toContain('aria-controls="password"');
  });
});
