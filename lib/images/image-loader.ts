import type { ImageLoaderProps } from 'next/image';

/**
 * next/image loader for the customer API's resizing image path. `src` comes from `mediaSrc`; an `ar`
 * hint (e.g. `600:615`) keeps the crop of spec §9 sizes at every width of the srcset.
 */
export default function mediaLoader({ src, width }: ImageLoaderProps): string {
  const [path = '', query = ''] = src.split('?');
  const params = new URLSearchParams(query);
  const ar = params.get('ar');
  params.delete('ar');
  params.set('w', String(width));
  if (ar) {
    const [w, h] = ar.split(':').map(Number);
    if (w && h) params.set('h', String(Math.round((width * h) / w)));
  }
  return `${path}?${params.toString()}`;
}
