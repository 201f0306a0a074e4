'use client';

/**
 * Moves focus to the page's main heading after the focused control left the page (a removed line, a
 * finished step), so keyboard and screen reader users keep their place (WCAG 2.4.3). Runs after React
 * has rendered the change.
 */
export function focusPageHeading(selector = 'main h1'): void {
  requestAnimationFrame(() =>
    setTimeout(() => {
      const heading = document.querySelector<HTMLElement>(selector);
      if (!heading) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
    }),
  );
}
