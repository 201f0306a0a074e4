/*
 * The shop's Partytown service worker (copied to public/~partytown/ by scripts/partytown-lib.mjs).
 * Partytown's own worker answers the frame its web worker runs in; that answer carries no policy, so the
 * trackers' code there could reach any address. This one gives the frame (and so its web worker) a
 * Content-Security-Policy: only the trackers' origins, from this worker's query (set by the page from the
 * merchant's enabled trackers). Partytown runs each script with `new Function`, hence 'unsafe-eval' here
 * (only in this frame: the shop's pages keep theirs).
 */
/* global self, importScripts, Response, URL */
importScripts('./partytown-sw.js');

const params = new URL(self.location.href).searchParams;
const origins = (name) => (params.get(name) || '').split(' ').filter((o) => /^https:\/\/(\*\.)?[a-z0-9.-]+$/.test(o));
const SANDBOX_POLICY = [
  "default-src 'none'",
  "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
  'worker-src blob:',
  `connect-src 'self' ${origins('connect').join(' ')}`,
  `img-src 'self' ${origins('img').join(' ')}`,
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

const partytownFetch = self.onfetch;
self.onfetch = (event) => {
  if (!new URL(event.request.url).pathname.endsWith('sw.html')) return partytownFetch(event);
  const respondWith = event.respondWith.bind(event);
  event.respondWith = (answer) =>
    respondWith(
      Promise.resolve(answer).then(
        async (res) =>
          new Response(await res.text(), {
            headers: { 'Content-Type': 'text/html', 'Cache-Control': 'no-store', 'Content-Security-Policy': SANDBOX_POLICY },
          }),
      ),
    );
  return partytownFetch(event);
};
