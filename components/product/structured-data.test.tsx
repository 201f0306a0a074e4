import { render } from '@testing-library/react';
import { ServerInsertedHTMLContext } from 'next/navigation';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { JSON_LD_HANDOFF_LIMIT, parkJsonLd, takeJsonLd } from '@/lib/seo/json-ld-handoff';
import { StructuredData } from './structured-data';

/** Renders as Next's HTML render does: collects what components ask to insert into the HTML. */
function renderForHtml(ui: ReactNode) {
  const callbacks: (() => ReactNode)[] = [];
  const { container } = render(<ServerInsertedHTMLContext.Provider value={(cb) => callbacks.push(cb)}>{ui}</ServerInsertedHTMLContext.Provider>);
  const inserted = () => callbacks.map((cb) => renderToStaticMarkup(<>{cb()}</>)).join('');
  return { container, inserted };
}

describe('structured data', () => {
  it('writes the JSON-LD into the HTML once, escaped, and not into the rendered tree (the RSC payload)', () => {
    const name = 'Pot </script><script>alert(1)</script> & co';
    const { container, inserted } = renderForHtml(
      <StructuredData jsonLd={[{ '@context': 'https://schema.org', '@type': 'Product', name }]} openGraphTags={[{ property: 'og:type', content: 'product' }]} />,
    );
    expect(container.querySelector('script')).toBeNull();
    // React puts the meta tags into the document's head.
    expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'product');
    const html = inserted();
    expect(html).toBe(
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Pot \\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e \\u0026 co"}</script>',
    );
    const json = /<script type="application\/ld\+json">(.*)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(json)).toMatchObject({ name });
    // Every flush of the HTML stream asks again: the blocks go out with the first.
    expect(inserted()).toBe('');
  });

  it('keeps the newest entries when renders leave theirs unread', () => {
    for (let i = 0; i <= JSON_LD_HANDOFF_LIMIT; i += 1) parkJsonLd(`id-${i}`, [`{"n":${i}}`]);
    expect(takeJsonLd('id-0')).toBeUndefined();
    expect(takeJsonLd(`id-${JSON_LD_HANDOFF_LIMIT}`)).toEqual([`{"n":${JSON_LD_HANDOFF_LIMIT}}`]);
    expect(takeJsonLd(`id-${JSON_LD_HANDOFF_LIMIT}`)).toBeUndefined();
  });
});
