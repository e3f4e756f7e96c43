import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALLOWED_URLS, HOSTILE_URLS } from '../e2e/hostileUrlCorpus';
import { allowedPath, allowedUrl, openInNewTab, openWindowForLater, serverHtmlAddresses } from './urlPolicy';

afterEach(() => vi.restoreAllMocks());

describe('the URL policy', () => {
  it.each(ALLOWED_URLS)('allows %j', (url) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(allowedUrl(url)).not.toBeNull();
  });

  it.each(HOSTILE_URLS)('refuses %j', (url) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(allowedUrl(url)).toBeNull();
    expect(allowedPath(url)).toBeNull();
  });

  it('refuses what is not a string', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const value of [undefined, null, 42, {}]) expect(allowedUrl(value)).toBeNull();
  });

  it('keeps an allowed address whole, trimmed', () => {
    expect(allowedUrl(' https://t.me/wl_sandbox_support\n')).toBe('https://t.me/wl_sandbox_support');
    expect(allowedUrl('https://www3.siam-sandbox.example/a?b=1')).toBe('https://www3.siam-sandbox.example/a?b=1');
  });

  it('gives the router a path only: the own origin becomes its path, other hosts are refused', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(allowedPath(`${window.location.origin}/promotions?x=1#y`)).toBe('/promotions?x=1#y');
    expect(allowedPath('/lottery')).toBe('/lottery');
    expect(allowedPath('https://livechat.example.com/chat')).toBeNull();
  });

  it('is the rule of server HTML’s links and pictures: a picture from elsewhere is not shown, nor fetched', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(serverHtmlAddresses('/sandbox/assets/PROMO/1.png', 'picture')).toBe('/sandbox/assets/PROMO/1.png');
    expect(serverHtmlAddresses('https://line.me/ti/p/x', 'link')).toBe('https://line.me/ti/p/x');
    // a relative name (`<img src=x onerror=…>`) and a stranger's host
    expect(serverHtmlAddresses('x', 'picture')).toBeNull();
    expect(serverHtmlAddresses('https://tracker.example/p.gif', 'picture')).toBeNull();
    expect(warn).toHaveBeenCalledWith('[url policy] picture in server HTML: refused "x"');
  });

  it('logs each refused value once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    allowedUrl('javascript:logged-once()', 'banner');
    allowedUrl('javascript:logged-once()', 'banner');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain('banner');
  });

  it('opens only what it allows, without a way back to the site', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    expect(openInNewTab('javascript:alert(1)')).toBe(false);
    expect(openInNewTab('https://evil.example/')).toBe(false);
    expect(open).not.toHaveBeenCalled();
    expect(openInNewTab('https://download.example.com/a')).toBe(true);
    expect(open).toHaveBeenCalledWith('https://download.example.com/a', '_blank', 'noopener,noreferrer');
  });

  describe('a window opened inside the click for a later address', () => {
    const fakeWindow = () => ({ opener: window as unknown, location: { href: 'about:blank' }, close: vi.fn() });

    it('goes to an allowed address, cut from the site', () => {
      const popup = fakeWindow();
      const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
      const later = openWindowForLater('game', 'popup');
      expect(open).toHaveBeenCalledWith('', 'game', 'popup');
      later.go('https://download.example.com/play', 'game launch');
      expect(popup.opener).toBeNull();
      expect(popup.location.href).toBe('https://download.example.com/play');
      expect(popup.close).not.toHaveBeenCalled();
    });

    it('closes again for a refused address, and on close', () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const popup = fakeWindow();
      vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
      openWindowForLater('game').go('javascript:alert(1)', 'game launch');
      expect(popup.location.href).toBe('about:blank');
      expect(popup.close).toHaveBeenCalledOnce();
      openWindowForLater('game').close();
      expect(popup.close).toHaveBeenCalledTimes(2);
    });

    it('tries a new tab when the browser gave no window', () => {
      const open = vi.spyOn(window, 'open').mockReturnValue(null);
      openWindowForLater('customerService').go('https://download.example.com/chat', 'customer service');
      expect(open).toHaveBeenLastCalledWith('https://download.example.com/chat', '_blank', 'noopener,noreferrer');
    });
  });
});
