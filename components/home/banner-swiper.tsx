'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide, type SwiperClass } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import type { BannerItem } from '@/lib/api/schemas';
import { BannerSlide } from './banner-slide';

/** spec §9: the banner advances every 5000 ms. */
const BANNER_INTERVAL_MS = 5000;

/**
 * Spec §2 banner carousel with a pause control (WCAG 2.2.2) and no motion for reduced-motion users.
 * Loaded by `BannerCarousel` once the page has loaded and the banner is in view: Swiper is not first-load code.
 */
export function BannerSwiper({ items }: { items: BannerItem[] }) {
  const t = useTranslations('home');
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  const [playing, setPlaying] = useState(items.length > 1);

  function ready(s: SwiperClass) {
    setSwiper(s);
    if (items.length > 1 && window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      s.autoplay.stop();
      setPlaying(false);
    }
  }

  function toggle() {
    if (!swiper) return;
    if (playing) swiper.autoplay.stop();
    else swiper.autoplay.start();
    setPlaying(!playing);
  }

  return (
    <section aria-roledescription={t('carousel')} aria-label={t('bannerLabel')} className="relative">
      <Swiper
        modules={[A11y, Autoplay, Keyboard, Pagination]}
        slidesPerView={1}
        loop={items.length > 1}
        autoplay={items.length > 1 ? { delay: BANNER_INTERVAL_MS, disableOnInteraction: false, pauseOnMouseEnter: true } : false}
        keyboard={{ enabled: true, onlyInViewport: true }}
        pagination={items.length > 1 ? { clickable: true } : false}
        a11y={{
          prevSlideMessage: t('previousSlide'),
          nextSlideMessage: t('nextSlide'),
          firstSlideMessage: t('firstSlide'),
          lastSlideMessage: t('lastSlide'),
          paginationBulletMessage: t('goToSlide', { index: '{{index}}' }),
        }}
        onSwiper={ready}
        className="banner-swiper [--swiper-pagination-bullet-horizontal-gap:4px] [--swiper-pagination-bullet-inactive-color:#4b5563] [--swiper-pagination-bullet-inactive-opacity:1] [--swiper-pagination-color:#111827]"
      >
        {items.map((item, i) => (
          <SwiperSlide key={`${item.imageReference}-${i}`}>
            <BannerSlide item={item} index={i} fallbackAlt={`${t('bannerLabel')} ${i + 1}`} />
          </SwiperSlide>
        ))}
      </Swiper>
      {items.length > 1 && (
        <button
          type="button"
          onClick={toggle}
          aria-label={playing ? t('pauseSlides') : t('playSlides')}
          className="absolute top-3 right-3 z-10 flex h-11 w-11 items-center justify-center rounded-full bg-black/70 text-white hover:bg-black/85"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
            {playing ? <path d="M7 5h3v14H7zM14 5h3v14h-3z" /> : <path d="M8 5v14l11-7z" />}
          </svg>
        </button>
      )}
    </section>
  );
}
