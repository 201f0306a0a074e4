import { createServer, ServerResponse, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { EncodedPages, serveEncodedPages } from './encoded-pages';

// A page as Next sends it from its cache: one two-byte string (the language menu's Sinhala and Tamil names).
const page = `<!DOCTYPE html><html><body><nav>English සිංහල தமிழ்</nav>${'<p>Terracotta flower vase — Rs 4,500</p>'.repeat(2000)}</body></html>`;

class PageResponse extends ServerResponse<IncomingMessage> {}

let server: Server;
let origin: string;
const pages = new EncodedPages(1024 * 1024);

beforeAll(async () => {
  serveEncodedPages(pages, PageResponse.prototype);
  // Answers as Next's sendRenderResult does: Content-Type and Content-Length of the string, then end(string);
  // /built: with the head already built, as under Next's compression middleware.
  server = createServer({ ServerResponse: PageResponse }, (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const body = url.searchParams.get('page') === 'other' ? page.replace('vase', 'bowl') : page;
    if (url.pathname === '/json') {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ page: body }));
      return;
    }
    if (url.pathname === '/gzip') {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Content-Encoding', 'gzip');
      res.end(gzipSync(body));
      return;
    }
    if (url.pathname === '/missing') res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Content-Length', Buffer.byteLength(body));
    if (url.pathname === '/built') res.writeHead(res.statusCode);
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('a whole page is written from its encoded bytes', () => {
  it.each(['/', '/built'])('%s: answers the page whole with its UTF-8 length, encoded once', async (path) => {
    const res = await fetch(`${origin}${path}?page=${path}`);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(res.status).toBe(200);
    expect(bytes.equals(Buffer.from(page, 'utf8'))).toBe(true);
    expect(res.headers.get('content-length')).toBe(String(bytes.length));
    expect(pages.size).toBe(1);
    expect(pages.get(page)).toBe(pages.get(page));
  });

  it('keeps each page apart', async () => {
    const other = await fetch(`${origin}/?page=other`);
    expect(await other.text()).toBe(page.replace('vase', 'bowl'));
    expect(await (await fetch(`${origin}/`)).text()).toBe(page);
    expect(pages.size).toBe(2);
  });

  it('leaves alone what is not a whole HTML page: other types, other statuses, HEAD, already compressed', async () => {
    const size = pages.size;
    expect(JSON.parse(await (await fetch(`${origin}/json`)).text()).page).toBe(page);
    const missing = await fetch(`${origin}/missing`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe(page);
    expect((await fetch(`${origin}/`, { method: 'HEAD' })).headers.get('content-length')).toBe(String(Buffer.byteLength(page)));
    expect(await (await fetch(`${origin}/gzip`)).text()).toBe(page);
    expect(pages.size).toBe(size);
  });
});

describe('the encoded pages', () => {
  it('keep at most their budget, least recently used out first', () => {
    const size = Buffer.byteLength(page) + page.length * 2;
    const small = new EncodedPages(size * 2 + 10);
    const [a, b, c] = [`${page}a`, `${page}b`, `${page}c`];
    const first = small.get(a);
    const second = small.get(b);
    small.get(a); // a is now the most recently used
    small.get(c); // over budget: b goes
    expect(small.size).toBe(2);
    expect(small.get(a)).toBe(first);
    const bAgain = small.get(b);
    expect(bAgain).not.toBe(second);
    expect(bAgain.equals(second)).toBe(true);
  });

  it('never keep a page larger than the whole budget', () => {
    const tiny = new EncodedPages(100);
    expect(tiny.get(page).length).toBe(Buffer.byteLength(page));
    expect(tiny.size).toBe(0);
  });
});
