'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * spec §2: the category bar sticks to the top once the page is scrolled past the header. A spacer of
 * the bar's height keeps the page from jumping when it leaves the flow.
 */
export function StickyCategoryBar({ children }: { children: ReactNode }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  const [stuck, setStuck] = useState(false);
  const [height, setHeight] = useState(0);

  useEffect(() => {
    const el = sentinel.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry) return;
      // Past the header: the marker under it has left the viewport through the top.
      const past = !entry.isIntersecting && entry.boundingClientRect.top < 0;
      if (past && bar.current) setHeight(bar.current.offsetHeight);
      setStuck(past);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  // WCAG 2.4.11: the page scrolls a focused element clear of the stuck bar (tabbing backwards included).
  useEffect(() => {
    const el = bar.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const sync = () => {
      const h = el.offsetHeight;
      root.style.scrollPaddingTop = h > 0 ? `${h}px` : '';
    };
    const observer = new ResizeObserver(sync);
    observer.observe(el);
    sync();
    return () => {
      observer.disconnect();
      root.style.scrollPaddingTop = '';
    };
  }, []);

  return (
    <>
      {stuck && <div style={{ height }} aria-hidden="true" />}
      <div
        ref={bar}
        data-stuck={stuck || undefined}
        className={`hidden border-t border-gray-200 bg-[var(--color-header-bg,#ffffff)] lg:block ${stuck ? 'fixed inset-x-0 top-0 z-40 shadow-md' : ''}`}
      >
        {children}
      </div>
      <div ref={sentinel} aria-hidden="true" className="h-px" />
    </>
  );
}
