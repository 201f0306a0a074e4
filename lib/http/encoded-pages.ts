import { ServerResponse } from 'node:http';

/**
 * A page from Next's page cache reaches the response as one string, the same string on every request,
 * and Node encoded it to UTF-8 again for every answer. A page holding any letter beyond Latin-1 (every
 * page: the language menu says සිංහල and தமிழ்) is a two-byte string, and writing the 86 KB product page
 * was 36 % of the server's time (docs/caching.md, "Serving a cached page"). Here each page is encoded
 * once and its bytes are written from then on.
 */

/** Shorter strings are cheap to write as they are, and not worth keeping. */
const MIN_CHARS = 16 * 1024;

/** What a kept page costs: its bytes, and its string, which stays referenced as the key (two bytes a character at most). */
function weight(text: string, bytes: Buffer): number {
  return bytes.length + text.length * 2;
}

/** The encoded pages, least recently used first out, at most `maxBytes` of them (the page cache's size). */
export class EncodedPages {
  private readonly pages = new Map<string, Buffer>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** The page's UTF-8 bytes: encoded on first use, then the same Buffer (a Map hit on the same string is O(1)). */
  get(text: string): Buffer {
    const known = this.pages.get(text);
    if (known) {
      this.pages.delete(text);
      this.pages.set(text, known);
      return known;
    }
    const bytes = Buffer.from(text, 'utf8');
    if (weight(text, bytes) > this.maxBytes) return bytes;
    this.pages.set(text, bytes);
    this.bytes += weight(text, bytes);
    for (const [oldest, old] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      this.pages.delete(oldest);
      this.bytes -= weight(oldest, old);
    }
    return bytes;
  }

  get size() {
    return this.pages.size;
  }
}

/** A whole HTML page answered 200 to a GET, written as it is (Next's compression, when on, writes its own bytes). */
function isWholePage(res: ServerResponse, chunk: unknown): chunk is string {
  return (
    typeof chunk === 'string' &&
    chunk.length >= MIN_CHARS &&
    res.statusCode === 200 &&
    res.req?.method === 'GET' &&
    !res.getHeader('content-encoding') &&
    String(res.getHeader('content-type') ?? '').startsWith('text/html')
  );
}

const installed = Symbol.for('storefront.encodedPages');
type End = ServerResponse['end'];

/**
 * Every whole HTML page a server process writes goes through `pages` (called once, from instrumentation.ts;
 * tests pass their own ServerResponse subclass's prototype). The bytes are the string's own, so the
 * Content-Length Next already set stays true.
 */
export function serveEncodedPages(pages: EncodedPages, responses: ServerResponse = ServerResponse.prototype): void {
  const proto = responses as ServerResponse & { [installed]?: true };
  if (Object.hasOwn(proto, installed)) return;
  const end: End = proto.end;
  proto.end = function (this: ServerResponse, ...args: unknown[]) {
    const [chunk, ...rest] = args;
    return Reflect.apply(end, this, isWholePage(this, chunk) ? [pages.get(chunk), ...rest] : args);
  } as End;
  proto[installed] = true;
}
