import { describe, expect, it, vi } from 'vitest';
import { allowedUrl, openInNewTab } from './urlPolicy';

describe('the URL policy', () => {
  it.each(['https://live.example.com/chat?x=1', 'http://www2.siam-sandbox.example/', '/promotions'])(
    'allows %s',
    (url) => expect(allowedUrl(url)).not.toBeNull(),
  );

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<b>x</b>',
    '//evil.example/',
    'file:///etc',
    'not a url',
  ])('refuses %s', (url) => expect(allowedUrl(url)).toBeNull());

  it('opens only what it allows, without a way back to the site', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    expect(openInNewTab('javascript:alert(1)')).toBe(false);
    expect(open).not.toHaveBeenCalled();
    expect(openInNewTab('https://a.example/')).toBe(true);
    expect(open).toHaveBeenCalledWith('https://a.example/', '_blank', 'noopener,noreferrer');
    open.mockRestore();
  });
});
