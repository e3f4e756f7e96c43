import { beforeEach, describe, expect, it } from 'vitest';
import { PART_FILES_ID, preloadPageCode, type PartFiles } from './pageCode';
import { partOf } from './routeTable';

const list: PartFiles = {
  files: ['/assets/HomePage-a.js', '/assets/Home-b.css', '/assets/Dialog-c.js', '/assets/LobbyPage-d.js'],
  parts: { index: [0, 1], egame: [3], popup: [2] },
};

function writeList(value: PartFiles | string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PART_FILES_ID;
  block.textContent = typeof value === 'string' ? value : JSON.stringify(value);
  document.head.append(block);
}

const preloads = () =>
  [...document.head.querySelectorAll('link')].map((link) => [
    link.rel,
    link.getAttribute('href'),
    link.getAttribute('as'),
  ]);

beforeEach(() => {
  document.head.innerHTML = '';
});

describe('partOf: the part of a path, as the router matches it', () => {
  it('knows every path of spec §2 and a promotion by its id', () => {
    expect(partOf('/')).toBe('index');
    expect(partOf('/rng')).toBe('egame');
    expect(partOf('/lott')).toBe('elott');
    expect(partOf('/promoDetail/12')).toBe('promoDetail');
    expect(partOf('/helpmc')).toBe('help');
  });
  it('has no part for an unknown path or a deeper one', () => {
    expect(partOf('/no-such-page')).toBeUndefined();
    expect(partOf('/promoDetail/12/more')).toBeUndefined();
  });
});

describe("preloadPageCode: the page's code fetched beside the app's", () => {
  it("preloads the part's scripts as modules and its CSS as a style, as Vite's loader asks for them", () => {
    writeList(list);
    expect(preloadPageCode(document, '/', false)).toEqual(['/assets/HomePage-a.js', '/assets/Home-b.css']);
    expect(preloads()).toEqual([
      ['modulepreload', '/assets/HomePage-a.js', null],
      ['preload', '/assets/Home-b.css', 'style'],
    ]);
    expect(document.head.querySelector('link')!.crossOrigin).toBe('');
  });
  it("adds the popup's code on a session's first page only", () => {
    writeList(list);
    expect(preloadPageCode(document, '/rng', true)).toEqual(['/assets/LobbyPage-d.js', '/assets/Dialog-c.js']);
  });
  it('leaves a file the page already asks for', () => {
    writeList(list);
    const asked = document.createElement('link');
    asked.rel = 'modulepreload';
    asked.href = '/assets/HomePage-a.js';
    document.head.append(asked);
    preloadPageCode(document, '/', false);
    expect(document.head.querySelectorAll('link[href="/assets/HomePage-a.js"]')).toHaveLength(1);
  });
  it('does nothing without a list (the dev server), with a broken one, or on an unknown path', () => {
    expect(preloadPageCode(document, '/', true)).toEqual([]);
    writeList('{not json');
    expect(preloadPageCode(document, '/', true)).toEqual([]);
    document.head.innerHTML = '';
    writeList(list);
    expect(preloadPageCode(document, '/no-such-page', true)).toEqual([]);
    expect(preloads()).toEqual([]);
  });
});
