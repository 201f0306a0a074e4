import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The trackers' hosts, answered on this machine (it has no internet): Chromium maps them to the stub
 * with `--host-resolver-rules`. The Pixel's script and its `/tr` pixel, gtag.js and gtm.js, GA4's collect.
 */
export const VENDOR_HOSTS = [
  'connect.facebook.net',
  'www.facebook.com',
  'www.googletagmanager.com',
  'www.google-analytics.com',
  '*.google-analytics.com',
  '*.analytics.google.com',
];

/** Chromium's `--host-resolver-rules` value sending every vendor host to the stub's port. */
export function hostResolverRules(port) {
  return VENDOR_HOSTS.map((host) => `MAP ${host} 127.0.0.1:${port}`).join(', ');
}

/**
 * The vendors' scripts cannot be fetched here, so each is a stand-in of the real one's size (late 2025:
 * fbevents.js ~330 KB, ~95 KB gzipped; gtag/js ~380 KB, ~130 KB; gtm.js of a small container ~330 KB,
 * ~100 KB) that the browser downloads, parses and runs like the real one: a few thousand functions, all
 * called once at load, then the vendor's own behaviour — it takes over the shop's command queue and sends
 * each event (the Pixel's `/tr` image, GA4's `/g/collect` beacon).
 */
const SCRIPTS = {
  '/en_US/fbevents.js': { rawBytes: 330_000, literal: 47, seed: 1, behaviour: pixelBehaviour },
  '/gtag/js': { rawBytes: 380_000, literal: 68, seed: 2, behaviour: gtagBehaviour },
  '/gtm.js': { rawBytes: 330_000, literal: 52, seed: 3, behaviour: gtmBehaviour },
};

function pixelBehaviour() {
  return `(function(w){var q=w.fbq;if(!q)return;var ids=[],off=false;
function send(ev,data,opts){var u='https://www.facebook.com/tr/?id='+encodeURIComponent(ids.join(','))+'&ev='+encodeURIComponent(ev)+'&cd='+encodeURIComponent(JSON.stringify(data||{}))+(opts&&opts.eventID?'&eid='+encodeURIComponent(opts.eventID):'')+'&dl='+encodeURIComponent(location.href);var i=new Image();i.src=u;}
function call(cmd){var a=[].slice.call(arguments,1);if(cmd==='init')ids.push(a[0]);else if(cmd==='consent')off=a[0]==='revoke';else if((cmd==='track'||cmd==='trackCustom')&&!off)send(a[0],a[1],a[2]);}
q.callMethod=call;var queued=q.queue||[];q.queue=[];for(var k=0;k<queued.length;k++)call.apply(null,queued[k]);})(window);`;
}

/** Hooks `dataLayer.push` (after whatever hooked it before) and replays what is already in it. */
const DATA_LAYER = `function hook(w,handle){var dl=w.dataLayer=w.dataLayer||[];var prev=dl.push;dl.push=function(){var r=prev.apply(dl,arguments);for(var k=0;k<arguments.length;k++)handle(arguments[k]);return r;};for(var j=0;j<dl.length;j++)handle(dl[j]);}`;

function gtagBehaviour() {
  return `(function(w){${DATA_LAYER}var ids={};
function send(id,en,p){if(w['ga-disable-'+id])return;navigator.sendBeacon('https://region1.google-analytics.com/g/collect?v=2&tid='+encodeURIComponent(id)+'&en='+encodeURIComponent(en)+'&dl='+encodeURIComponent(location.href),JSON.stringify(p||{}));}
hook(w,function(a){if(!a||typeof a!=='object'||typeof a.length!=='number'||typeof a[0]!=='string')return;if(a[0]==='config'){ids[a[1]]=1;if(!a[2]||a[2].send_page_view!==false)send(a[1],'page_view',{});}else if(a[0]==='event'){for(var id in ids)send(id,a[1],a[2]);}});})(window);`;
}

function gtmBehaviour() {
  return `(function(w){${DATA_LAYER}var seen=(w.google_tag_manager=w.google_tag_manager||{}).events=[];
hook(w,function(e){if(e&&typeof e==='object'&&typeof e.event==='string')seen.push(e.event);});})(window);`;
}

/** Deterministic filler code: `count` functions with a literal of `literal` characters each, called at load. */
function fillerCode(rawBytes, literal, seed, name) {
  let state = seed * 2654435761;
  const next = () => {
    state = (Math.imul(state ^ (state >>> 15), 2246822507) + 0x9e3779b9) >>> 0;
    return state;
  };
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_$';
  const chars = (n) => Array.from({ length: n }, () => alphabet[next() % alphabet.length]).join('');
  const parts = [`/* stand-in for ${name}: see scripts/lib/bench/vendor-stub.mjs */(function(){var t=[];`];
  let size = parts[0].length;
  for (let i = 0; size < rawBytes; i++) {
    const fn = `t.push(function f${chars(2)}${i}(a,b){var c=(a^${next() % 65536})>>>0,d="${chars(literal)}";for(var i=0;i<d.length;i++)c=(c*31+d.charCodeAt(i)+b)|0;return c;});\n`;
    parts.push(fn);
    size += fn.length;
  }
  parts.push('var acc=0;for(var n=0;n<t.length;n++)acc=t[n](acc,n);window.__vendorStubWork=(window.__vendorStubWork|0)+(acc&1);})();\n');
  return parts.join('');
}

/** What the stub answers for a path: a script, 204 for the event endpoints, 404 otherwise. */
export function routeOf(path) {
  const pathname = path.split('?')[0];
  if (SCRIPTS[pathname]) return { kind: 'script', pathname };
  if (pathname === '/tr' || pathname === '/tr/' || pathname === '/g/collect' || pathname === '/collect') return { kind: 'event' };
  return { kind: 'none' };
}

/** A self-signed certificate for the stub (Chromium runs with --ignore-certificate-errors). */
function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'vendor-stub-'));
  try {
    const key = join(dir, 'key.pem');
    const cert = join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=vendor-stub', '-keyout', key, '-out', cert],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Starts the HTTPS stub on a free port (and over HTTP on `httpPort`); `requests` lists what it was asked (host, method, path) since the
 * last `clear()`. Scripts go out gzipped, as the vendors' CDNs send them.
 */
export async function startVendorStub({ httpPort } = {}) {
  const bodies = Object.fromEntries(
    Object.entries(SCRIPTS).map(([path, s]) => {
      const raw = Buffer.from(fillerCode(s.rawBytes, s.literal, s.seed, path) + s.behaviour());
      return [path, { raw, gzip: gzipSync(raw, { level: 9 }) }];
    }),
  );
  const requests = [];
  const answer = (req, res) => {
    const route = routeOf(req.url ?? '/');
    requests.push({ host: req.headers.host ?? '', method: req.method ?? 'GET', path: req.url ?? '/', answered: route.kind });
    req.resume();
    if (route.kind === 'script') {
      const body = bodies[route.pathname];
      const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      res.writeHead(200, {
        'content-type': 'application/javascript; charset=utf-8',
        'cache-control': 'public, max-age=900',
        ...(gzip ? { 'content-encoding': 'gzip' } : {}),
        vary: 'accept-encoding',
      });
      res.end(gzip ? body.gzip : body.raw);
    } else {
      res.writeHead(route.kind === 'event' ? 204 : 404, { 'access-control-allow-origin': '*' });
      res.end();
    }
  };
  const server = createServer(selfSignedCertificate(), answer);
  // The same answers over plain HTTP on a fixed port: the storefront's script proxy fetches the scripts
  // there (ANALYTICS_VENDOR_ORIGIN_OVERRIDE), for the trackers' web worker.
  const plain = httpPort ? createHttpServer(answer) : undefined;
  const listen = (s, port) =>
    new Promise((resolve, reject) => {
      s.once('error', reject);
      s.listen(port, '127.0.0.1', resolve);
    });
  await listen(server, 0);
  if (plain) await listen(plain, httpPort);
  return {
    port: server.address().port,
    sizes: Object.fromEntries(Object.entries(bodies).map(([path, b]) => [path, { raw: b.raw.length, gzip: b.gzip.length }])),
    requests,
    clear: () => requests.splice(0),
    close: () => Promise.all([server, plain].filter(Boolean).map((s) => new Promise((resolve) => s.close(() => resolve())))),
  };
}
