'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

interface Props {
  /** The slides, rendered on the server: `li` elements. */
  children: ReactNode;
  count: number;
  /** Cards one page shows on large screens, where the arrows are. */
  perPage: number;
  previousLabel: string;
  nextLabel: string;
}

/**
 * A natively scrolling, snapping track with previous/next arrows on large screens. Only the arrows
 * and their disabled state run in the browser; the cards stay server HTML.
 */
export function CarouselTrack({ children, count, perPage, previousLabel, nextLabel }: Props) {
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: count <= perPage });

  useEffect(() => {
    const el = track.current;
    if (!el) return;
    // A pixel of slack: scroll positions are fractional on zoomed and high-density screens.
    const update = () => setEdges({ start: el.scrollLeft <= 1, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 });
    update();
    el.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      el.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);

  // One page is the track's width: the next 4 cards, as a slide did.
  const page = (direction: -1 | 1) => track.current?.scrollBy({ left: direction * track.current.clientWidth });

  const arrow = (direction: -1 | 1) => (
    <button
      type="button"
      aria-label={direction < 0 ? previousLabel : nextLabel}
      disabled={direction < 0 ? edges.start : edges.end}
      onClick={() => page(direction)}
      className="carousel-arrow"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-5 w-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      >
        <path d={direction < 0 ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} />
      </svg>
    </button>
  );

  return (
    <div className="flex items-center gap-2">
      {arrow(-1)}
      <ul ref={track} className="carousel-track">
        {children}
      </ul>
      {arrow(1)}
    </div>
  );
}
