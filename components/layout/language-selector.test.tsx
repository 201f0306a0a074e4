/** @jest-environment node */

import { Writable } from 'node:stream';
import { use } from 'react';
import { renderToPipeableStream } from 'react-dom/server.node';
import { LanguageSelector } from './language-selector';

let releaseQuery: (params: URLSearchParams) => void = () => {};
let query: Promise<URLSearchParams> = Promise.resolve(new URLSearchParams());

jest.mock('next-intl', () => ({ useLocale: () => 'si', useTranslations: () => (key: string) => key }));
jest.mock('@/i18n/navigation', () => ({
  usePathname: () => '/cart',
  Link: ({ href, children }: { href: string; children: unknown }) => <a href={href}>{children as string}</a>,
}));
// The query of a page rendered per request arrives after the shell has been sent.
jest.mock('next/navigation', () => ({ useSearchParams: () => use(query) }));

const languages = [
  { code: 'en' as const, label: 'English' },
  { code: 'si' as const, label: 'සිංහල' },
];

/** The whole streamed HTML: the shell with the fallback, then the control that replaces it. */
function streamedHtml(): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk, _encoding, done) {
        html += chunk.toString();
        done();
      },
    });
    sink.on('finish', () => resolve(html));
    const stream = renderToPipeableStream(
      <header>
        <LanguageSelector languages={languages} />
      </header>,
      {
        onShellReady() {
          stream.pipe(sink);
          setTimeout(() => releaseQuery(new URLSearchParams('x=1')), 50);
        },
        onShellError: reject,
      },
    );
  });
}

describe('the language selector while the page streams', () => {
  it('gives the fallback and the control that replaces it different ids (one document, no duplicate id)', async () => {
    query = new Promise((resolve) => (releaseQuery = resolve));
    const html = await streamedHtml();
    const ids = [...html.matchAll(/ id="(popover-[^"]+)"/g)].map((m) => m[1]);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
  });
});
