import { isYoutubeEmbed, plainText, sanitizeMerchantHtml, VIDEO_FRAME, youtubeEmbedUrl } from './sanitize';

describe('merchant HTML is cleaned before it is rendered', () => {
  it('keeps ordinary formatting', () => {
    const html = '<h2>Fit</h2><p>Soft <strong>cotton</strong> <em>tee</em></p><ul><li>S</li></ul>';
    expect(sanitizeMerchantHtml(html)).toBe(html);
  });

  it('drops script elements together with their text', () => {
    const out = sanitizeMerchantHtml('<p>ok</p><script>alert(1)</script><SCRIPT SRC=//evil.example/x.js></SCRIPT>');
    expect(out).toBe('<p>ok</p>');
  });

  it('strips event handlers and javascript: URLs', () => {
    const out = sanitizeMerchantHtml(
      '<img src="x" onerror="alert(1)"><a href="javascript:alert(1)" onclick="x()">go</a><p onmouseover="y()">t</p>',
    );
    expect(out).not.toMatch(/onerror|onclick|onmouseover|javascript:/i);
    expect(out).toContain('<p>t</p>');
  });

  it('removes obfuscated javascript: and data: URLs', () => {
    const out = sanitizeMerchantHtml(
      '<a href="jav&#x09;ascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(1)">b</a><img src="data:image/svg+xml;base64,PHN2Zz4=">',
    );
    expect(out).not.toMatch(/javascript|data:/i);
  });

  it('removes style, svg, object, embed, forms and meta refreshes', () => {
    const out = sanitizeMerchantHtml(
      '<style>body{display:none}</style><svg onload="alert(1)"><script>1</script></svg><object data="x"></object>' +
        '<embed src="x"><form action="https://evil.example"><input name="card"></form><meta http-equiv="refresh" content="0;url=https://evil.example"><p>kept</p>',
    );
    expect(out).toBe('<p>kept</p>');
  });

  it('keeps YouTube embeds and drops every other iframe', () => {
    const ok = sanitizeMerchantHtml('<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Video"></iframe>');
    expect(ok).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
    expect(ok).toContain('title="Video"');
    const also = sanitizeMerchantHtml('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>');
    expect(also).toContain('<iframe');

    for (const src of [
      'https://evil.example/embed/dQw4w9WgXcQ',
      'https://www.youtube.com.evil.example/embed/abcdefg',
      'http://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'javascript:alert(1)',
      '//www.youtube.com/embed/dQw4w9WgXcQ',
    ]) {
      expect(sanitizeMerchantHtml(`<p>a</p><iframe src="${src}"></iframe>`)).toBe('<p>a</p>');
    }
    expect(sanitizeMerchantHtml('<iframe srcdoc="<script>alert(1)</script>"></iframe>')).toBe('');
  });

  it('gives a surviving video frame fixed powers, whatever the merchant wrote', () => {
    const out = sanitizeMerchantHtml(
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Video" width="560" allow="camera; microphone; payment; autoplay; clipboard-write" ' +
        'sandbox="allow-top-navigation allow-scripts allow-same-origin" referrerpolicy="unsafe-url" loading="eager"></iframe>',
    );
    expect(out).toBe(
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Video" width="560" ' +
        `allow="${VIDEO_FRAME.allow}" allowfullscreen sandbox="${VIDEO_FRAME.sandbox}" loading="lazy" referrerpolicy="strict-origin-when-cross-origin"></iframe>`,
    );
    expect(VIDEO_FRAME.allow).not.toMatch(/camera|microphone|payment|autoplay|clipboard/);
    expect(VIDEO_FRAME.sandbox).not.toMatch(/top-navigation|forms|modals/);
    // A frame with no allow at all gets the same fixed one.
    expect(sanitizeMerchantHtml('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>')).toContain(
      `allow="${VIDEO_FRAME.allow}"`,
    );
  });

  it('gives an image without text an empty alt (decoration), and keeps the text of one that has it', () => {
    expect(sanitizeMerchantHtml('<img src=x onerror=alert(1)>')).toBe('<img src="x" alt="" loading="lazy" />');
    expect(sanitizeMerchantHtml('<img src="https://cdn.example/a.png" alt="Moonstone">')).toBe(
      '<img src="https://cdn.example/a.png" alt="Moonstone" loading="lazy" />',
    );
  });

  it('makes links that open a new tab safe', () => {
    const out = sanitizeMerchantHtml('<a href="https://shop.example" target="_top" rel="opener">x</a>');
    expect(out).toContain('target="_blank"');
    expect(out).toContain('rel="noopener noreferrer nofollow"');
  });

  it('cannot be escaped with broken markup', () => {
    const out = sanitizeMerchantHtml('<p title="a"><</p><img src=x onerror=alert(1)//"><!--<script>x</script>-->');
    expect(out).not.toMatch(/<script|onerror/i);
  });

  it('returns an empty string for missing HTML', () => {
    expect(sanitizeMerchantHtml(null)).toBe('');
    expect(sanitizeMerchantHtml(undefined)).toBe('');
  });
});

describe('plain text for descriptions', () => {
  it('strips tags, scripts and entities and collapses whitespace', () => {
    expect(plainText('<p>Soft&nbsp;<b>cotton</b></p>\n<script>alert(1)</script><p>Tom &amp; Jerry &lt;3</p>')).toBe(
      'Soft cotton Tom & Jerry <3',
    );
  });

  it('keeps words of separate blocks apart', () => {
    expect(plainText('<ul><li>Teak</li><li>Oiled</li></ul><p>Made<br>here</p>')).toBe('Teak Oiled Made here');
  });

  it('does not decode twice', () => {
    expect(plainText('&amp;lt;b&amp;gt;')).toBe('&lt;b&gt;');
  });

  it('drops styles, decodes numeric entities and survives ones out of range (the API search index reads it too)', () => {
    expect(plainText('<p>Tea &amp; <b>cake</b></p><style>p{}</style>&#65;&#x42;', Infinity)).toBe('Tea & cake AB');
    expect(plainText('a&#9999999;b&#x110000;c&bogus;', Infinity)).toBe('a\uFFFDb\uFFFDc&bogus;');
  });

  it('cuts long text with an ellipsis', () => {
    const out = plainText(`<p>${'word '.repeat(100)}</p>`, 20);
    expect(out.length).toBeLessThanOrEqual(20);
    expect(out.endsWith('…')).toBe(true);
  });
});

describe('product video links', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
  ])('%s becomes a privacy-enhanced embed', (link, embed) => {
    expect(youtubeEmbedUrl(link)).toBe(embed);
    expect(isYoutubeEmbed(embed)).toBe(true);
  });

  it.each(['https://vimeo.com/1234', 'javascript:alert(1)', 'https://www.youtube.com/watch?v="><script>', 'not a url', ''])(
    '%s is refused',
    (link) => {
      expect(youtubeEmbedUrl(link)).toBeNull();
    },
  );
});
