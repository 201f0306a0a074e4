import sanitizeHtml from 'sanitize-html';

/** Hosts whose embed player may appear in merchant HTML and product videos. */
export const VIDEO_HOSTS = new Set(['www.youtube-nocookie.com', 'youtube-nocookie.com', 'www.youtube.com', 'youtube.com']);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;

/**
 * What a video player frame may use, whatever the merchant's HTML asked for: the player's own
 * features and nothing else (no camera, microphone, payment, autoplay, clipboard or top navigation).
 */
export const VIDEO_FRAME = {
  allow: 'accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen',
  sandbox: 'allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox',
  referrerPolicy: 'strict-origin-when-cross-origin',
} as const;

/** True for `https://(www.)youtube(-nocookie).com/embed/{id}` and nothing else. */
export function isYoutubeEmbed(src: string | undefined): boolean {
  if (!src) return false;
  try {
    const url = new URL(src);
    const [, embed, id, ...rest] = url.pathname.split('/');
    return (
      url.protocol === 'https:' && VIDEO_HOSTS.has(url.hostname) && embed === 'embed' && rest.length === 0 && YOUTUBE_ID.test(id ?? '')
    );
  } catch {
    return false;
  }
}

/**
 * A product's video link (watch, short, youtu.be or embed URL) as a privacy-enhanced embed URL;
 * null for anything that is not a YouTube video.
 */
export function youtubeEmbedUrl(link: string | null | undefined): string | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = parts[0];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (parts[0] === 'watch') id = url.searchParams.get('v');
    else if (parts[0] === 'embed' || parts[0] === 'shorts' || parts[0] === 'v') id = parts[1];
  }
  return id && YOUTUBE_ID.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'span',
    'div',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'blockquote',
    'pre',
    'code',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    iframe: ['src', 'title', 'width', 'height', 'allow', 'allowfullscreen', 'loading', 'referrerpolicy', 'sandbox'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'http'], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: [...VIDEO_HOSTS],
  allowIframeRelativeUrls: false,
  // Script and style bodies are dropped with their tags, not left behind as text.
  nonTextTags: ['script', 'style', 'textarea', 'noscript', 'title', 'template', 'object', 'embed', 'svg', 'math'],
  disallowedTagsMode: 'discard',
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !isYoutubeEmbed(frame.attribs.src),
  transformTags: {
    // Links opening a new tab must not hand the merchant's page to the target (reverse tabnabbing).
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target ? { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' } : attribs,
    }),
    // The frame's powers are ours to set: a merchant's allow="camera; payment" or missing sandbox is replaced.
    iframe: (tagName, { src, title, width, height }) => ({
      tagName,
      attribs: {
        ...(src === undefined ? {} : { src }),
        ...(title === undefined ? {} : { title }),
        ...(width === undefined ? {} : { width }),
        ...(height === undefined ? {} : { height }),
        allow: VIDEO_FRAME.allow,
        allowfullscreen: '',
        sandbox: VIDEO_FRAME.sandbox,
        loading: 'lazy',
        referrerpolicy: VIDEO_FRAME.referrerPolicy,
      },
    }),
    // An image the merchant gave no text counts as decoration (alt=""), so screen readers skip it instead of reading its file name.
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? '', loading: 'lazy' } }),
  },
};

/** Merchant HTML (product descriptions, content pages) reduced to an allow-list before rendering. */
export function sanitizeMerchantHtml(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html, OPTIONS);
}

/** Merchant HTML as plain text for meta descriptions and JSON-LD, whitespace collapsed and cut to `max`. */
export function plainText(html: string | null | undefined, max = 300): string {
  if (!html) return '';
  // Block boundaries become spaces so list items and paragraphs do not run together.
  const spaced = html.replace(/<\/?(p|div|li|br|hr|h[1-6]|tr|td|th|blockquote|figcaption|dd|dt)\b[^>]*>/gi, ' ');
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {}, nonTextTags: OPTIONS.nonTextTags })
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
