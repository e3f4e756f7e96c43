import { describe, expect, it } from 'vitest';
import { imageSources, defuseForParsing, sanitizeHtml, sanitizeTrustedHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('keeps ordinary formatting', () => {
    expect(sanitizeHtml('<p>Hello <strong>player</strong></p><ul><li>one</li></ul>')).toBe(
      '<p>Hello <strong>player</strong></p><ul><li>one</li></ul>',
    );
  });

  it('removes scripts and event handlers', () => {
    const clean = sanitizeHtml('<script>alert(1)</script><img src="x.png" onerror="alert(2)"><p onclick="x()">t</p>');
    expect(clean).not.toMatch(/script|onerror|onclick|alert/);
    expect(clean).toContain('<p>t</p>');
  });

  it('removes javascript: links but keeps the text', () => {
    const clean = sanitizeHtml('<a href="javascript:alert(1)">click</a>');
    expect(clean).not.toContain('javascript:');
    expect(clean).toContain('click');
  });

  it('opens real links in a new window without an opener', () => {
    expect(sanitizeHtml('<a href="https://example.com/promo">promo</a>')).toBe(
      '<a href="https://example.com/promo" target="_blank" rel="noopener noreferrer">promo</a>',
    );
  });

  it('drops inline styles, forms and frames', () => {
    const clean = sanitizeHtml(
      '<p style="color:red">red</p><form action="/x"><input name="p"></form><iframe src="https://evil.example"></iframe>',
    );
    expect(clean).toBe('<p>red</p>');
  });

  it('marks images without alternative text as decorative', () => {
    expect(sanitizeHtml('<img src="/a.png">')).toBe('<img src="/a.png" alt="">');
    expect(sanitizeHtml('<img src="/a.png" alt="Bonus">')).toBe('<img src="/a.png" alt="Bonus">');
  });

  it('drops svg and math altogether', () => {
    const clean = sanitizeHtml(
      '<svg onload="alert(1)"><a xlink:href="javascript:alert(2)">x</a></svg><math><mi>y</mi></math><p>ok</p>',
    );
    expect(clean).not.toMatch(/svg|math|javascript|alert/);
    expect(clean).toContain('<p>ok</p>');
  });
});

describe('imageSources', () => {
  it('lists the pictures the sanitized HTML shows, in order, and nothing the sanitizer removes', () => {
    const html =
      '<p><img src="https://cdn.example.com/a.png" alt="A"></p><svg><image href="https://evil.example/x.png"></image></svg>' +
      '<iframe src="https://evil.example/frame"></iframe><img src="/assets/b.png"><img>';
    expect(imageSources(html)).toEqual([
      { src: 'https://cdn.example.com/a.png', sources: [] },
      { src: '/assets/b.png', sources: [] },
    ]);
  });

  it('finds none in plain text', () => {
    expect(imageSources('<p>Maintenance tonight</p>')).toEqual([]);
  });

  it('names the sources of a picture with copies, as its <picture> will offer them (AVIF first)', () => {
    const pictures = {
      sizes: '100vw',
      pictures: [
        {
          url: '/p/1.png',
          sources: [
            { url: '/p/1-720.webp', width: 720, type: 'image/webp' },
            { url: '/p/1-960.avif', width: 960, type: 'image/avif' },
            { url: '/p/1-480.avif', width: 480, type: 'image/avif' },
          ],
        },
      ],
    };
    expect(imageSources('<img src="/p/1.png"><img src="/p/2.png">', pictures)).toEqual([
      {
        src: '/p/1.png',
        sources: [
          { type: 'image/avif', srcSet: '/p/1-480.avif 480w, /p/1-960.avif 960w', sizes: '100vw' },
          { type: 'image/webp', srcSet: '/p/1-720.webp 720w', sizes: '100vw' },
        ],
      },
      { src: '/p/2.png', sources: [] },
    ]);
  });
});

describe('pictures in server HTML', () => {
  const pictures = {
    sizes: '(min-width: 30rem) 30rem, 100vw',
    pictures: [{ url: '/p/1.png', sources: [{ url: '/p/1-480.avif', width: 480, type: 'image/avif' }] }],
  };

  it('wraps an image with copies in a <picture> with its sources, the image as the fallback', () => {
    expect(String(sanitizeTrustedHtml('<p><img src="/p/1.png" alt="Promo"></p>', null, pictures))).toBe(
      '<p><picture><source type="image/avif" srcset="/p/1-480.avif 480w" sizes="(min-width: 30rem) 30rem, 100vw">' +
        '<img src="/p/1.png" alt="Promo"></picture></p>',
    );
  });

  it("still drops the operator's own srcset and handlers, and leaves other images alone", () => {
    const clean = String(
      sanitizeTrustedHtml(
        '<img src="/p/1.png" srcset="https://evil.example/x.png 1x" onerror="alert(1)">' +
          '<picture><source srcset="https://evil.example/y.png"><img src="/p/2.png"></picture>',
        null,
        pictures,
      ),
    );
    expect(clean).not.toMatch(/evil|onerror|alert/);
    expect(clean).toContain('srcset="/p/1-480.avif 480w"');
    expect(clean).toContain('<img src="/p/2.png" alt="">');
  });

  it("gives an image written without a size the picture's own, and keeps a size the HTML wrote", () => {
    const sized = {
      sizes: pictures.sizes,
      pictures: [
        { url: '/p/1.png', width: 960, height: 480, sources: pictures.pictures[0]!.sources },
        { url: '/p/2.png', width: 640, height: 320, sources: [] },
      ],
    };
    const clean = String(
      sanitizeTrustedHtml('<img src="/p/1.png"><img src="/p/2.png"><img src="/p/1.png" width="300">', null, sized),
    );
    // with copies: sized and wrapped; without copies: sized, not wrapped (nothing to offer)
    expect(clean).toContain('<img src="/p/1.png" alt="" width="960" height="480"></picture>');
    expect(clean).toContain('</picture><img src="/p/2.png" alt="" width="640" height="320"><picture>');
    expect(clean).toContain('<img src="/p/1.png" width="300" alt="">');
  });
});

describe('sanitizeTrustedHtml', () => {
  it('gives the same clean HTML (a string where the browser has no Trusted Types)', () => {
    const html = '<p onclick="x()">Hi<script>alert(1)</script></p>';
    expect(String(sanitizeTrustedHtml(html))).toBe(sanitizeHtml(html));
  });
});

describe('links and the link policy', () => {
  const policy = (href: string) => (href.startsWith('https://allowed.example/') ? href.toUpperCase() : null);

  it('links what the policy allows (as it rewrites it), and leaves the others their text only', () => {
    expect(
      sanitizeHtml('<a href="https://allowed.example/a">yes</a> <a href="https://evil.example/">no</a>', policy),
    ).toBe('<a href="HTTPS://ALLOWED.EXAMPLE/A" target="_blank" rel="noopener noreferrer">yes</a> <a>no</a>');
  });

  it('asks the policy about the address the browser would follow (entities and whitespace decoded)', () => {
    const seen: string[] = [];
    sanitizeHtml('<a href="https://allowed.example/x?a=1&amp;b=2">x</a>', (href) => {
      seen.push(href);
      return href;
    });
    expect(seen).toEqual(['https://allowed.example/x?a=1&b=2']);
  });

  it('without a policy, only DOMPurify decides; the policy is not kept for the next call', () => {
    sanitizeHtml('<a href="https://evil.example/">x</a>', () => null);
    expect(sanitizeHtml('<a href="https://evil.example/">x</a>')).toContain('href="https://evil.example/"');
  });

  it('shows a picture only from where the policy allows: the others are left out, the text around them kept', () => {
    const uses: string[] = [];
    const pictures = (address: string, use: 'link' | 'picture') => {
      uses.push(`${use} ${address}`);
      return address.startsWith('/assets/') ? address : null;
    };
    expect(
      sanitizeHtml('<p>a<img src="/assets/1.png" alt="Bonus">b<img src="x" onerror="alert(1)">c</p>', pictures),
    ).toBe('<p>a<img src="/assets/1.png" alt="Bonus">bc</p>');
    expect(uses).toEqual(['picture /assets/1.png', 'picture x']);
    // an allowed picture keeps the address it was written with (its copies are found by it)
    expect(sanitizeHtml('<img src="https://cdn.example/1.png" alt="">', () => '/rewritten')).toBe(
      '<img src="https://cdn.example/1.png" alt="">',
    );
  });

  it('lists for fetching ahead only the pictures the policy lets the HTML show', () => {
    const html = '<img src="/assets/1.png"><img src="x"><img src="https://tracker.example/p.gif">';
    const onlyAssets = (address: string) => (address.startsWith('/assets/') ? address : null);
    expect(imageSources(html, null, onlyAssets)).toEqual([{ src: '/assets/1.png', sources: [] }]);
    expect(imageSources(html)).toHaveLength(3);
  });
});

describe('defuseForParsing', () => {
  it('renames every handler attribute, however it is written, and nothing else', () => {
    expect(defuseForParsing('<img src=x onerror=alert(1)>')).toBe('<img src=x x-onerror=alert(1)>');
    expect(defuseForParsing('<svg/onload=alert(1)><p\nONCLICK="a()" title=\'x\'onmouseover=b>')).toBe(
      '<svg/x-onload=alert(1)><p\nx-ONCLICK="a()" title=\'x\'x-onmouseover=b>',
    );
    expect(defuseForParsing('<details open ontoggle>x</details>')).toBe('<details open x-ontoggle>x</details>');
    // values, text and comments are left as they are
    const untouched = '<p title="a onclick=b">Come on=now, online</p><!-- <b onclick=x> --><a href="/x?on=1">y</a>';
    expect(defuseForParsing(untouched)).toBe(untouched);
  });

  it('reads tags where the parser does: after a comment ends, a bogus comment, a raw-text element', () => {
    expect(defuseForParsing('<!-- <p title="--> <img src=x onerror=a>">')).toContain('x-onerror');
    expect(defuseForParsing('<? <p title="?> <img src=x onerror=a>">')).toContain('x-onerror');
    expect(defuseForParsing('<style><p title="</style><img src=x onerror=a>">')).toContain('x-onerror');
    expect(defuseForParsing('<textarea><p title="</textarea><img onerror=a>">')).toContain('x-onerror');
    // inside SVG a style element's content is markup
    expect(defuseForParsing('<svg><style><img src=x onerror=a></style></svg>')).toContain('x-onerror');
  });

  it('renames base elements, whose removal Chromium checks against base-uri', () => {
    expect(defuseForParsing('<BASE href="javascript:alert(1)//"><p>x</p></base>')).toBe(
      '<x-BASE href="javascript:alert(1)//"><p>x</p></x-base>',
    );
    expect(defuseForParsing('<basefont><baseline>')).toBe('<basefont><baseline>');
    expect(sanitizeHtml('<base href="/x"><p>t</p>')).toBe('<p>t</p>');
  });

  it('leaves nothing for the sanitizer to keep', () => {
    const clean = sanitizeHtml('<p onclick="x()" x-onclick="y()">t</p>');
    expect(clean).toBe('<p>t</p>');
  });
});
