'use client';

import { useServerInsertedHTML } from 'next/navigation';
import { takeJsonLd } from '@/lib/seo/json-ld-handoff';

/**
 * Writes the JSON-LD blocks parked under `id` into the page's HTML while it is rendered on the server
 * (Next's inserted-HTML hook, outside the React tree), so they are in the HTML once and not again in the
 * RSC payload. In the browser it renders nothing: the blocks are for crawlers reading the HTML.
 */
export function JsonLdScripts({ id }: { id: string }) {
  useServerInsertedHTML(() => {
    const blocks = takeJsonLd(id);
    if (!blocks) return null;
    return (
      <>
        {blocks.map((json, i) => (
          // Serialized by serializeJsonLd: `<`, `>` and `&` escaped, so merchant text cannot close the element.
          <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
        ))}
      </>
    );
  });
  return null;
}
