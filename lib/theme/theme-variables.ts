/** Merchant colours (the schema's `styles` JSON) as CSS custom properties on <html>. */

const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** Style keys the merchant may set, and the CSS variable each one feeds. */
const KEYS: Record<string, string> = {
  primary: '--color-brand',
  primaryHover: '--color-brand-hover',
  primaryContrast: '--color-brand-contrast',
  primarySoft: '--color-brand-soft',
  secondary: '--color-secondary',
  accent: '--color-accent',
  highlight: '--color-highlight',
  headerBackground: '--color-header-bg',
  headerText: '--color-header-text',
  footerBackground: '--color-footer-bg',
  footerText: '--color-footer-text',
  announcementBackground: '--color-announcement-bg',
  announcementText: '--color-announcement-text',
  pageBackground: '--color-background',
};

/** Text colour variable → the background it sits on; each pair is kept at WCAG AA. */
const PAIRS: readonly [text: string, background: string][] = [
  ['--color-brand-contrast', '--color-brand'],
  ['--color-header-text', '--color-header-bg'],
  ['--color-footer-text', '--color-footer-bg'],
  ['--color-announcement-text', '--color-announcement-bg'],
];

export function isHexColour(value: unknown): value is string {
  return typeof value === 'string' && HEX.test(value.trim());
}

function channels(hex: string): [number, number, number] {
  const h = hex.slice(1);
  const full = h.length === 3 ? h.replace(/./g, (c) => c + c) : h;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255) as [number, number, number];
}

/** WCAG 2 relative luminance. */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two hex colours, 1..21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Black or white text, whichever reads better on `background`. */
export function readableOn(background: string): '#ffffff' | '#111827' {
  return contrastRatio(background, '#ffffff') >= contrastRatio(background, '#111827') ? '#ffffff' : '#111827';
}

/**
 * Parses the merchant's styles JSON into CSS variables. Only hex colours pass (the values end up in a
 * style attribute); text on each merchant background is kept at WCAG AA (4.5:1) whatever the merchant chose.
 */
export function themeVariables(styles: string | null | undefined): Record<string, string> {
  let parsed: unknown;
  try {
    parsed = styles ? JSON.parse(styles) : {};
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};

  const vars: Record<string, string> = {};
  for (const [key, value] of Object.entries(parsed)) {
    const name = KEYS[key];
    if (name && isHexColour(value)) vars[name] = value.trim().toLowerCase();
  }
  for (const [text, background] of PAIRS) {
    const bg = vars[background];
    const fg = vars[text];
    if (bg && (!fg || contrastRatio(bg, fg) < 4.5)) vars[text] = readableOn(bg);
  }
  return vars;
}
