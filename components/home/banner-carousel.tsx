'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { BannerItem } from '@/lib/api/schemas';
import { BannerSlide } from './banner-slide';

type Slideshow = ComponentType<{ items: BannerItem[] }>;

/** Calls `start` once the page has loaded and `element` is on screen. */
function whenLoadedAndSeen(element: HTMLElement, start: () => void): () => void {
  let observer: IntersectionObserver | undefined;
  const watch = () => {
    observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer?.disconnect();
      start();
    });
    observer.observe(element);
  };
  if (document.readyState === 'complete') watch();
  else window.addEventListener('load', watch, { once: true });
  return () => {
    window.removeEventListener('load', watch);
    observer?.disconnect();
  };
}

/**
 * Spec §2 banner. The server's HTML shows the first slide (the page's largest paint); the slideshow
 * (Swiper, `banner-swiper.tsx`) is fetched only after the page has loaded and the banner is in view,
 * so it is no part of the home page's first-load JavaScript. One banner needs no slideshow at all.
 */
export function BannerCarousel({ items }: { items: BannerItem[] }) {
  const t = useTranslations('home');
  const section = useRef<HTMLElement>(null);
  const [Slideshow, setSlideshow] = useState<Slideshow | null>(null);
  const first = items[0];

  useEffect(() => {
    if (items.length < 2 || !section.current) return;
    let live = true;
    const element = section.current;
    const show = (slideshow: Slideshow) => live && setSlideshow(() => slideshow);
    const stop = whenLoadedAndSeen(element, () => {
      void import('./banner-swiper').then(({ BannerSwiper }) => {
        if (!element.contains(document.activeElement)) return show(BannerSwiper);
        // A keyboard user on the first slide keeps their place: the slideshow comes once focus leaves the banner.
        const later = (event: FocusEvent) => {
          if (element.contains(event.relatedTarget as Node | null)) return;
          element.removeEventListener('focusout', later);
          show(BannerSwiper);
        };
        element.addEventListener('focusout', later);
      });
    });
    return () => {
      live = false;
      stop();
    };
  }, [items.length]);

  if (Slideshow) return <Slideshow items={items} />;
  if (!first) return null;
  return (
    <section ref={section} aria-roledescription={t('carousel')} aria-label={t('bannerLabel')} className="relative">
      <BannerSlide item={first} index={0} fallbackAlt={`${t('bannerLabel')} 1`} />
      {/* The slideshow's dots take this row below the slide: nothing moves when it arrives. */}
      {items.length > 1 && <div aria-hidden="true" className="h-7" />}
    </section>
  );
}
