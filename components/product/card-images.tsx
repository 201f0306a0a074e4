'use client';

import { useEffect, useRef, useState } from 'react';
import mediaLoader from '@/lib/images/image-loader';
import { mediaSrc } from '@/lib/images/media';

/**
 * Widths a card image is offered at: it shows at 300 px on wide screens and half the screen below
 * 1024 px (up to 1,080 pixels on a 2× tablet), so the larger widths of the shop's other images are
 * left out of every card's srcset; so is 200, which only a 1× phone would take (384 serves it).
 */
const CARD_WIDTHS = [384, 576, 768, 1080] as const;
const CARD_SIZES = '(min-width: 1024px) 300px, 50vw';

function cardImage(ref: string) {
  const src = mediaSrc(ref, 'card');
  return {
    src: mediaLoader({ src, width: 576 }),
    srcSet: CARD_WIDTHS.map((width) => `${mediaLoader({ src, width })} ${width}w`).join(', '),
  };
}

interface Props {
  /** Image references of the card's variant: the main image and the one shown on hover. */
  first: string;
  second?: string;
  /** Cards in the first visible row load their image at once. */
  eager: boolean;
}

/**
 * A card's images (spec §2: the second shows on hover). Rendered on the client from two references, so
 * the srcsets are in the page's HTML once and not again in its RSC payload; the hover image is added
 * when the pointer or focus first enters the card, so phones never download it.
 */
export function CardImages({ first, second, eager }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState(false);
  // The main image fades out on hover only once the second one is there to show.
  const [secondLoaded, setSecondLoaded] = useState(false);
  useEffect(() => {
    const card = box.current?.closest('article');
    if (!second || !card) return;
    const show = () => setHovered(true);
    card.addEventListener('pointerenter', show, { once: true });
    card.addEventListener('focusin', show, { once: true });
    return () => {
      card.removeEventListener('pointerenter', show);
      card.removeEventListener('focusin', show);
    };
  }, [second]);

  return (
    <div ref={box} className="card-media">
      {/* eslint-disable-next-line @next/next/no-img-element -- next/image would offer every configured width */}
      <img
        {...cardImage(first)}
        sizes={CARD_SIZES}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        // The first row is what a search page paints largest: fetched before scripts.
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
        className={secondLoaded ? 'card-image card-image-first' : 'card-image'}
      />
      {second && hovered && (
        // eslint-disable-next-line @next/next/no-img-element -- as above
        <img
          {...cardImage(second)}
          sizes={CARD_SIZES}
          alt=""
          decoding="async"
          onLoad={() => setSecondLoaded(true)}
          className="card-image card-image-second"
        />
      )}
    </div>
  );
}
