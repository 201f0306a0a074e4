'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useRef, useState, type MouseEvent } from 'react';
import mediaLoader from '@/lib/images/image-loader';
import { mediaSrc } from '@/lib/images/media';
import { responsiveImage } from '@/lib/images/responsive-image';
import { ImageMagnifier } from './image-magnifier';

// Swiper and the dialog load only when a shopper opens the viewer.
// React's lazy, not next/dynamic: the viewer never renders on the server, and next/dynamic's own code
// stays out of the first load (app/first-load-imports.test.ts).
const ImageViewer = lazy(() => import('./image-viewer').then((m) => ({ default: m.ImageViewer })));

interface Props {
  /** Image references of the selected variant, main image first. */
  images: string[];
  name: string;
  eager?: boolean;
  /** The product page's full-screen viewer (not inside the quick view, itself a dialog). */
  fullScreen?: boolean;
}

/** The viewer's largest source: what the full-screen link opens before the script runs. */
const LARGEST = 1920;

/** Spec §2 gallery: main image with magnifier and a row of thumbnails that choose it. */
export function ProductGallery({ images, name, eager = false, fullScreen = false }: Props) {
  const t = useTranslations('product.gallery');
  const refs = images.length > 0 ? images : [''];
  const [index, setIndex] = useState(0);
  const current = refs[Math.min(index, refs.length - 1)] ?? '';
  const [viewer, setViewer] = useState<'closed' | 'open' | 'loaded'>('closed');
  const opener = useRef<HTMLAnchorElement>(null);
  // Back to the button that opened it (the dialog loads after the press, so it cannot know it).
  const closeViewer = () => {
    setViewer('loaded');
    requestAnimationFrame(() => opener.current?.focus());
  };
  // A link to the large image (what a press before hydration opens, or a press with a modifier key); the script shows the viewer instead.
  const openViewer = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setViewer('open');
  };

  return (
    <section aria-label={t('label')} className="flex flex-col gap-3">
      <div className="relative">
        <ImageMagnifier key={current} imageRef={current} alt={name} zoomLabel={t('zoom')} eager={eager} />
        {fullScreen && (
          <a
            ref={opener}
            href={mediaLoader({ src: mediaSrc(current), width: LARGEST })}
            aria-haspopup="dialog"
            aria-label={t('openViewer')}
            onClick={openViewer}
            className="absolute right-2 top-2 rounded-full bg-white/90 p-2 text-neutral-900 shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-900"
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
              <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
            </svg>
          </a>
        )}
      </div>
      {viewer !== 'closed' && (
        <Suspense fallback={null}>
          <ImageViewer
            key={current}
            images={refs}
            start={Math.min(index, refs.length - 1)}
            name={name}
            open={viewer === 'open'}
            onClose={closeViewer}
          />
        </Suspense>
      )}
      {refs.length > 1 && (
        <ul className="grid grid-cols-5 gap-2">
          {refs.map((ref, i) => (
            <li key={`${ref}-${i}`}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t('thumbnail', { index: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                className="gallery-thumb"
              >
                {/* A fixed size (a fifth of the gallery, about 120 px at most): a 1× and a 2× image, not every width the shop serves. */}
                {/* eslint-disable-next-line @next/next/no-img-element -- next/image's srcset (responsiveImage) without its component in the first load */}
                <img
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="absolute inset-0 size-full object-cover text-transparent"
                  {...responsiveImage(mediaSrc(ref, 'thumbnail'), { width: 120, height: 120 })}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
