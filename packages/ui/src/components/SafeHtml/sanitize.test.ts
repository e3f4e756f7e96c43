import { describe, expect, it } from 'vitest';
import { imageSources, sanitizeHtml, sanitizeTrustedHtml } from './sanitize';

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
    expect(imageSources(html)).toEqual(['https://cdn.example.com/a.png', '/assets/b.png']);
  });

  it('finds none in plain text', () => {
    expect(imageSources('<p>Maintenance tonight</p>')).toEqual([]);
  });
});

describe('sanitizeTrustedHtml', () => {
  it('gives the same clean HTML (a string where the browser has no Trusted Types)', () => {
    const html = '<p onclick="x()">Hi<script>alert(1)</script></p>';
    expect(String(sanitizeTrustedHtml(html))).toBe(sanitizeHtml(html));
  });
});
