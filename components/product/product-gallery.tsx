'use client';

import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { mediaSrc } from '@/lib/images/media';
import { ImageMagnifier } from './image-magnifier';

interface Props {
  /** Image references of the selected variant, main image first. */
  images: string[];
  name: string;
  eager?: boolean;
}

/** Spec §2 gallery: main image with magnifier and a row of thumbnails that choose it. */
export function ProductGallery({ images, name, eager = false }: Props) {
  const t = useTranslations('product.gallery');
  const refs = images.length > 0 ? images : [''];
  const [index, setIndex] = useState(0);
  const current = refs[Math.min(index, refs.length - 1)] ?? '';

  return (
    <section aria-label={t('label')} className="flex flex-col gap-3">
      <ImageMagnifier key={current} imageRef={current} alt={name} zoomLabel={t('zoom')} eager={eager} />
      {refs.length > 1 && (
        <ul className="grid grid-cols-5 gap-2">
          {refs.map((ref, i) => (
            <li key={`${ref}-${i}`}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t('thumbnail', { index: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                className={`relative block aspect-square w-full overflow-hidden rounded-md border-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-900 ${
                  i === index ? 'border-neutral-900' : 'border-transparent hover:border-neutral-400'
                }`}
              >
                <Image src={mediaSrc(ref, 'thumbnail')} alt="" fill sizes="100px" className="object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
