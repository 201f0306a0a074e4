import type { Page } from '@playwright/test';

/** What a page at a phone's width does wrong: how far it scrolls sideways, and the elements that cause it. */
export interface ReflowFinding {
  page: string;
  overflow: number;
  elements: string[];
}

/**
 * Measures the page as it stands (WCAG 1.4.10): the document's sideways scroll, every visible element whose
 * box passes the viewport's left or right edge (outside a sideways scroller or a carousel, which are built to
 * scroll), and every element that cuts its own text off sideways without an ellipsis.
 */
export async function measureReflow(page: Page, name: string): Promise<ReflowFinding | null> {
  await page.evaluate(() => document.fonts.ready);
  const found = await page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const overflow = document.documentElement.scrollWidth - vw;
    const label = (el: Element) => {
      const parts: string[] = [];
      for (let e: Element | null = el; e && e !== document.body && parts.length < 4; e = e.parentElement) {
        const id = e.id && !/^[_:«]|^radix|^headlessui|\d{3,}/.test(e.id) ? `#${e.id}` : '';
        const testId = e.getAttribute('data-testid');
        const classes = [...e.classList]
          .filter((c) => !c.includes(':'))
          .slice(0, 3)
          .map((c) => `.${c}`)
          .join('');
        parts.unshift(`${e.tagName.toLowerCase()}${id}${testId ? `[data-testid=${testId}]` : ''}${classes}`);
        if (id || testId) break;
      }
      const r = el.getBoundingClientRect();
      const text = ((el as HTMLElement).innerText || el.getAttribute('aria-label') || (el as HTMLInputElement).value || '')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 60);
      return `${parts.join(' > ')} "${text}" [${Math.round(r.left)}…${Math.round(r.right)} of ${vw}]`;
    };
    // Hidden from sight on purpose (sr-only: a skip link until it takes focus), however wide its box.
    const clippedAway = (el: Element) => {
      for (let a: Element | null = el; a && a !== document.body; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (s.clip === 'rect(0px, 0px, 0px, 0px)' || s.clipPath === 'inset(50%)') return true;
      }
      return false;
    };
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 1 && r.height > 1 && el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && !clippedAway(el);
    };
    // Built to scroll sideways: a strip or table marked to scroll, a snapping track or a carousel (a vertical scroller is not one).
    const scroller = (el: Element) =>
      ['overflow-x-auto', 'overflow-x-scroll', 'overflow-auto', 'overflow-scroll', 'swiper'].some((c) => el.classList.contains(c)) ||
      /\b(x|inline|both)\b/.test(getComputedStyle(el).scrollSnapType) ||
      el.getAttribute('aria-roledescription') === 'carousel';
    const insideScroller = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) if (scroller(a)) return true;
      return false;
    };
    const all = [...document.body.querySelectorAll('*')].filter((el) => !['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(el.tagName));
    const out = new Set(
      all.filter((el) => {
        const r = el.getBoundingClientRect();
        return (r.right > vw + 0.5 || r.left < -0.5) && shown(el) && !insideScroller(el);
      }),
    );
    const lines: string[] = [];
    for (const el of out) {
      if (el.parentElement && out.has(el.parentElement)) continue;
      const inner = [...el.querySelectorAll('*')].filter((d) => out.has(d) && ![...d.children].some((c) => out.has(c)));
      lines.push(
        `passes the edge: ${label(el)}${inner
          .slice(0, 3)
          .map((d) => `\n      innermost: ${label(d)}`)
          .join('')}`,
      );
    }
    // Text runs past the edge of a box that does not clip it (a long email in a summary): its box alone does not show it.
    const clippedWithin = (el: Element) => {
      for (let a: Element | null = el; a && a !== document.body; a = a.parentElement) {
        const r = a.getBoundingClientRect();
        if (getComputedStyle(a).overflowX !== 'visible' && r.left >= -0.5 && r.right <= vw + 0.5) return true;
      }
      return false;
    };
    const range = document.createRange();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const textOut = new Set<Element>();
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const parent = n.parentElement;
      if (
        !parent ||
        !n.textContent?.trim() ||
        out.has(parent) ||
        textOut.has(parent) ||
        ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(parent.tagName)
      )
        continue;
      range.selectNodeContents(n);
      const r = range.getBoundingClientRect();
      const past = r.width > 0 && (r.right > vw + 0.5 || r.left < -0.5);
      if (past && shown(parent) && !scroller(parent) && !insideScroller(parent) && !clippedWithin(parent)) textOut.add(parent);
    }
    for (const el of textOut) lines.push(`text runs past the edge: ${label(el)}`);
    const cuts = all.filter((el) => {
      if (['INPUT', 'SELECT', 'TEXTAREA', 'IMG', 'svg', 'VIDEO', 'IFRAME', 'CANVAS'].includes(el.tagName) || !shown(el)) return false;
      const s = getComputedStyle(el);
      return (
        s.overflowX !== 'visible' &&
        s.textOverflow !== 'ellipsis' &&
        !scroller(el) &&
        el.scrollWidth > el.clientWidth + 1 &&
        (el as HTMLElement).innerText?.trim() &&
        !insideScroller(el)
      );
    });
    // An ellipsis that leaves a letter or two of a name says nothing.
    const stubs = all.filter(
      (el) => getComputedStyle(el).textOverflow === 'ellipsis' && el.clientWidth < 48 && el.scrollWidth > el.clientWidth + 1 && shown(el),
    );
    for (const el of stubs) lines.push(`cut to a stub: ${label(el)} (content ${el.scrollWidth} px in ${el.clientWidth} px)`);
    for (const el of cuts)
      lines.push(`cuts off or scrolls its content sideways: ${label(el)} (content ${el.scrollWidth} px in ${el.clientWidth} px)`);
    return { overflow, lines };
  });
  if (found.overflow <= 0 && found.lines.length === 0) return null;
  return { page: name, overflow: found.overflow, elements: found.lines.slice(0, 12) };
}

/** The findings of a sweep as one failure message: every page, every element. */
export function reflowReport(findings: ReflowFinding[]): string {
  return findings
    .map((f) => `${f.page}: scrolls ${Math.max(0, f.overflow)} px sideways\n${f.elements.map((e) => `    ${e}`).join('\n')}`)
    .join('\n');
}
