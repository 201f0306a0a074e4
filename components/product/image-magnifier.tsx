'use client';

import { useState, type PointerEvent } from 'react';
import { mediaSrc } from '@/lib/images/media';
import { responsiveImage } from '@/lib/images/responsive-image';

interface Props {
  imageRef: string;
  alt: string;
  zoomLabel: string;
  /** The first image of a product page is its largest paint. */
  eager?: boolean;
}

const SCALE = 2.2;
// Half of the 7xl page from md up (the gallery's column), the full width on phones.
const SIZES = '(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw';

/** A product image that magnifies under the pointer; a toggle gives keyboard and touch users the same zoom. */
export function ImageMagnifier({ imageRef, alt, zoomLabel, eager = false }: Props) {
  const [origin, setOrigin] = useState<{ x: number; y: number } | null>(null);
  const [pinned, setPinned] = useState(false);

  function follow(e: PointerEvent<HTMLDivElement>) {
    // Touch and pen keep the toggle: a finger covers what it would magnify.
    if (e.pointerType && e.pointerType !== 'mouse') return;
    const box = e.currentTarget.getBoundingClientRect();
    setOrigin({ x: ((e.clientX - box.left) / box.width) * 100, y: ((e.clientY - box.top) / box.height) * 100 });
  }

  const zoomed = origin !== null || pinned;
  const at = origin ?? { x: 50, y: 50 };

  return (
    <div
      className="relative aspect-square w-full overflow-hidden rounded-lg bg-neutral-100"
      onPointerMove={follow}
      onPointerLeave={() => setOrigin(null)}
      data-testid="magnifier"
      data-zoomed={zoomed}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- next/image's srcset (responsiveImage) without its component in the first load */}
      <img
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
        className="absolute inset-0 size-full object-cover text-transparent transition-transform duration-100 ease-out motion-reduce:transition-none"
        style={{ transform: zoomed ? `scale(${SCALE})` : undefined, transformOrigin: `${at.x}% ${at.y}%` }}
        // Last, as next/image does: the browser reads loading, sizes and srcset before src starts a download.
        {...responsiveImage(mediaSrc(imageRef, 'detail'), { sizes: SIZES })}
      />
      <button
        type="button"
        aria-pressed={pinned}
        aria-label={zoomLabel}
        onClick={() => setPinned((p) => !p)}
        className="absolute right-2 bottom-2 rounded-full bg-white/90 p-2 text-neutral-900 shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-900"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5M11 8v6M8 11h6" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
