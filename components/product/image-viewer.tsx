'use client';

import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { A11y, Keyboard, Zoom } from 'swiper/modules';
import { Swiper, SwiperSlide, type SwiperClass } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/zoom';
import { CloseIcon } from '@/components/layout/icons';
import { mediaSrc } from '@/lib/images/media';

interface Props {
  /** Image references of the variant, in the gallery's order. */
  images: string[];
  /** The image it opens on. */
  start: number;
  name: string;
  open: boolean;
  onClose: () => void;
}

const round =
  'flex h-11 w-11 items-center justify-center rounded-full bg-white/90 text-neutral-900 shadow hover:bg-white disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/**
 * The product's images full screen at their large size: swipe (or arrows, keys) between them, pinch or
 * double-tap to zoom, the zoom button for keyboards. A modal dialog: focus stays inside, Escape closes
 * and focus returns to the button that opened it (Headless UI).
 */
export function ImageViewer({ images, start, name, open, onClose }: Props) {
  const t = useTranslations('product.gallery');
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  const [index, setIndex] = useState(start);
  const [zoomed, setZoomed] = useState(false);

  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50">
      <DialogPanel className="flex h-full flex-col bg-neutral-950 text-white">
        <div className="flex items-center justify-between gap-2 p-2">
          <DialogTitle className="min-w-0 truncate px-2 text-sm font-medium">
            {name}
            <span className="sr-only">, </span>
            <span className="ml-2 text-neutral-300">{t('position', { index: index + 1, total: images.length })}</span>
          </DialogTitle>
          <div className="flex shrink-0 gap-2">
            <button type="button" aria-pressed={zoomed} aria-label={t('zoom')} onClick={() => swiper?.zoom.toggle()} className={round}>
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="h-5 w-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              >
                <circle cx="11" cy="11" r="7" />
                <path d={zoomed ? 'm20 20-3.5-3.5M8 11h6' : 'm20 20-3.5-3.5M11 8v6M8 11h6'} />
              </svg>
            </button>
            <button type="button" aria-label={t('close')} onClick={onClose} className={round}>
              <CloseIcon className="h-6 w-6" strokeWidth={2} />
            </button>
          </div>
        </div>
        <div className="relative min-h-0 flex-1">
          <Swiper
            modules={[Zoom, Keyboard, A11y]}
            initialSlide={start}
            zoom={{ maxRatio: 4, toggle: true }}
            keyboard={{ enabled: true }}
            // The dialog names the image; Swiper's own live region would repeat it.
            a11y={{ enabled: true, slideRole: 'group', containerMessage: null, itemRoleDescriptionMessage: null }}
            onSwiper={setSwiper}
            onSlideChange={(s) => setIndex(s.activeIndex)}
            onZoomChange={(_s, scale) => setZoomed(scale > 1)}
            className="h-full"
          >
            {images.map((ref, i) => (
              <SwiperSlide key={`${ref}-${i}`} aria-label={t('thumbnail', { index: i + 1 })}>
                <div className="swiper-zoom-container">
                  <Image
                    src={mediaSrc(ref)}
                    alt={i === index ? name : ''}
                    width={1920}
                    height={1920}
                    sizes="100vw"
                    loading={Math.abs(i - index) <= 1 ? 'eager' : 'lazy'}
                    className="h-full max-h-full w-auto max-w-full object-contain"
                  />
                </div>
              </SwiperSlide>
            ))}
          </Swiper>
          {images.length > 1 && (
            <>
              <button
                type="button"
                aria-label={t('previous')}
                disabled={index === 0}
                onClick={() => swiper?.slidePrev()}
                className={`${round} absolute top-1/2 left-2 z-10 -translate-y-1/2`}
              >
                <span aria-hidden="true">‹</span>
              </button>
              <button
                type="button"
                aria-label={t('next')}
                disabled={index === images.length - 1}
                onClick={() => swiper?.slideNext()}
                className={`${round} absolute top-1/2 right-2 z-10 -translate-y-1/2`}
              >
                <span aria-hidden="true">›</span>
              </button>
            </>
          )}
        </div>
      </DialogPanel>
    </Dialog>
  );
}
