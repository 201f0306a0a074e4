/**
 * Well-known cross-site scripting payloads, each calling `__xss(n)` (or `alert`) when it runs, so a
 * flow can tell which one executed. Texts go into every field a merchant or shopper can set; links
 * into every link field.
 */
export const XSS_TEXTS = [
  '<script>__xss(1)</script>',
  '<img src=x onerror=__xss(2)>',
  '<svg onload=__xss(3)>',
  '"><img src=x onerror=__xss(4)>',
  "'><svg/onload=__xss(5)>",
  '</script><script>__xss(6)</script>',
  '{{constructor.constructor("__xss(7)")()}}',
  '${__xss(8)}',
  '\\u003cimg src=x onerror=__xss(9)\\u003e',
  '<iframe srcdoc="<script>parent.__xss(10)</script>"></iframe>',
  '<a href="javascript:__xss(11)">link</a>',
  '<details open ontoggle=__xss(12)>',
  '<body onload=__xss(13)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=__xss(14)>',
  '<scr<script>ipt>alert(15)</script>',
  '&lt;img src=x onerror=__xss(16)&gt;',
] as const;

export const XSS_LINKS = [
  'javascript:__xss(21)',
  'JaVaScRiPt:alert(22)',
  ' javascript:__xss(23)',
  'data:text/html,<script>__xss(24)</script>',
  'vbscript:msgbox(25)',
] as const;

/** All the texts in one string (for a single field that shows whole). */
export const XSS_ALL = XSS_TEXTS.join(' ');

/** A short one that fits length-limited fields (names, codes): breaks attributes, tags and JSON-LD at once. */
export const XSS_SHORT = '"></script><img src=x onerror=__xss(31)>';

/** A short field's text: `label` to find it by, then the payload. */
export const hostile = (label: string, payload: string = XSS_SHORT) => `${label} ${payload}`;
