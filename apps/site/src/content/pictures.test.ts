import { afterEach, describe, expect, it, vi } from 'vitest';
import { allowedSources, toAnnouncementItem } from './pictures';

afterEach(() => vi.restoreAllMocks());

const avif = (url: string, width = 720) => ({ url, width, type: 'image/avif' as const });

describe('picture copies through the URL policy', () => {
  it('keeps the allowed copies and drops each one the policy refuses', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(
      allowedSources(
        [
          avif('/sandbox/assets/BANNER/home/1-720.avif'),
          avif('javascript:alert(1)', 1080),
          avif('https://evil.example/x.avif'),
        ],
        'banner picture copy',
      ),
    ).toEqual([avif('/sandbox/assets/BANNER/home/1-720.avif')]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('banner picture copy'));
  });

  it('gives none when none is left, or none was sent', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(allowedSources([avif('//evil.example/x.avif')], 'banner picture copy')).toBeUndefined();
    expect(allowedSources(undefined, 'banner picture copy')).toBeUndefined();
  });

  it("maps a popup's pictures by the src its HTML writes, with their sizes, dropping the copies the policy refuses", () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const notice = {
      id: 3,
      title: 'Bonus',
      content: '<img src="/p/1.png"><img src="/p/2.png">',
      publishedAt: '2026-01-01T00:00:00Z',
      pictures: [
        { url: '/p/1.png', width: 960, height: 480, imageSources: [avif('/p/1-720.avif')] },
        { url: '/p/2.png', width: 640, height: 640, imageSources: [avif('data:image/avif;base64,AAAA')] },
      ],
    };
    expect(toAnnouncementItem(notice)).toEqual({
      id: 3,
      title: 'Bonus',
      content: notice.content,
      pictures: [
        { url: '/p/1.png', width: 960, height: 480, sources: [avif('/p/1-720.avif')] },
        // no copy left, its size still keeps its place
        { url: '/p/2.png', width: 640, height: 640, sources: [] },
      ],
    });
    const { pictures: _none, ...plain } = notice;
    expect(toAnnouncementItem(plain)).not.toHaveProperty('pictures');
  });
});
