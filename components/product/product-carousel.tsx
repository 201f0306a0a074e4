'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { A11y, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide, type SwiperClass } from 'swiper/react';
import 'swiper/css';
import type { Product } from '@/lib/api/schemas';
import type { PriceDisplay } from './price-block';
import { ProductCard } from './product-card';

interface Props {
  products: Product[];
  display: PriceDisplay;
  catalogueMode: boolean;
}

/**
 * Spec §2 product carousel (home widgets, related products): 4 cards per slide on large screens,
 * 2 on small, arrows only on large screens. Slide widths are CSS (marked important: Swiper's own
 * stylesheet is unlayered) so the server render does not jump when Swiper starts.
 */
export function ProductCarousel({ products, display, catalogueMode }: Props) {
  const t = useTranslations('home');
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  const [edges, setEdges] = useState({ start: true, end: products.length <= 4 });
  const track = (s: SwiperClass) => setEdges({ start: s.isBeginning, end: s.isEnd });

  const arrow = (direction: 'prev' | 'next') => (
    <button
      type="button"
      aria-label={direction === 'prev' ? t('previousSlide') : t('nextSlide')}
      disabled={direction === 'prev' ? edges.start : edges.end}
      onClick={() => (direction === 'prev' ? swiper?.slidePrev() : swiper?.slideNext())}
      className="hidden h-11 w-11 shrink-0 items-center justify-center rounded-full border border-neutral-300 bg-white text-ink shadow-sm hover:bg-neutral-100 disabled:opacity-40 lg:flex"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <path d={direction === 'prev' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} />
      </svg>
    </button>
  );

  return (
    <div className="flex items-center gap-2">
      {arrow('prev')}
      <Swiper
        modules={[A11y, Keyboard]}
        className="min-w-0 flex-1"
        slidesPerView={2}
        slidesPerGroup={2}
        spaceBetween={0}
        breakpoints={{ 1024: { slidesPerView: 4, slidesPerGroup: 4 } }}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{ prevSlideMessage: t('previousSlide'), nextSlideMessage: t('nextSlide') }}
        onSwiper={(s) => {
          setSwiper(s);
          track(s);
        }}
        onSlideChange={track}
        onBreakpoint={track}
      >
        {products.map((product) => (
          <SwiperSlide key={`${product.id}-${product.varianceKey}`} className="!h-auto !w-1/2 pr-4 lg:!w-1/4">
            <ProductCard product={product} display={display} catalogueMode={catalogueMode} />
          </SwiperSlide>
        ))}
      </Swiper>
      {arrow('next')}
    </div>
  );
}
