import { beforeEach, describe, expect, it } from 'vitest';
import {
  PART_FILES_ID,
  partOf,
  preloadLaterPart,
  preloadPageCode,
  PRELOADS_PER_TASK,
  type PartFiles,
} from './pageCode';
import { routeTable } from './routeTable';

const paths = Object.fromEntries(routeTable.flatMap((route) => route.paths.map((path) => [path, route.part])));

const list: PartFiles = {
  paths,
  frame: { '/': ['nav', 'banner'], '/rng': ['nav'] },
  files: [
    '/assets/HomePage-a.js',
    '/assets/Home-b.css',
    '/assets/Dialog-c.js',
    '/assets/LobbyPage-d.js',
    '/assets/NavRow-e.js',
    '/assets/Banner-f.js',
  ],
  parts: { index: [0, 1], egame: [3], popup: [2], nav: [4, 2], banner: [5] },
};

function writeList(value: PartFiles) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PART_FILES_ID;
  block.textContent = JSON.stringify(value);
  document.head.append(block);
}

const preloads = () =>
  [...document.head.querySelectorAll('link')].map((link) => [
    link.rel,
    link.getAttribute('href'),
    link.getAttribute('as'),
  ]);

/** A module preload the page has already (as a prerendered page links its part's files). */
function linkInPage(href: string) {
  const linked = document.createElement('link');
  linked.rel = 'modulepreload';
  linked.setAttribute('href', href);
  document.head.append(linked);
}

beforeEach(() => {
  document.head.innerHTML = '';
});

describe('partOf: the part of a path of the route table, as the router matches it', () => {
  it('knows every path of spec §2 and a promotion by its id', () => {
    expect(partOf(paths, '/')).toBe('index');
    expect(partOf(paths, '/rng')).toBe('egame');
    expect(partOf(paths, '/lott')).toBe('elott');
    expect(partOf(paths, '/promoDetail/12')).toBe('promoDetail');
    expect(partOf(paths, '/helpmc')).toBe('help');
  });
  it('has no part for an unknown path or a deeper one', () => {
    expect(partOf(paths, '/no-such-page')).toBeUndefined();
    expect(partOf(paths, '/promoDetail/12/more')).toBeUndefined();
  });
});

describe("preloadPageCode: the page's code fetched beside the app's", () => {
  it("preloads the part's scripts as modules and its CSS as a style, as Vite's loader asks for them", () => {
    writeList(list);
    expect(preloadPageCode(document, '/help', false)).toEqual([]);
    expect(preloadPageCode(document, '/index', false)).toEqual(['/assets/HomePage-a.js', '/assets/Home-b.css']);
    expect(preloads()).toEqual([
      ['modulepreload', '/assets/HomePage-a.js', null],
      ['preload', '/assets/Home-b.css', 'style'],
    ]);
    expect(document.head.querySelector('link')!.crossOrigin).toBe('');
    // the page is drawn by the code (no prerender): the code at its own priority
    expect(document.head.querySelector('link')!.getAttribute('fetchpriority')).toBeNull();
  });
  it('preloads a prerendered page’s code at low priority (its first paint needs none of it), not its stylesheets', () => {
    writeList(list);
    const root = document.createElement('div');
    root.id = 'root';
    root.setAttribute('data-prerendered', '');
    document.body.append(root);
    try {
      preloadPageCode(document, '/index', false);
      const [script, style] = document.head.querySelectorAll('link');
      expect(script!.getAttribute('fetchpriority')).toBe('low');
      expect(style!.getAttribute('fetchpriority')).toBeNull();
    } finally {
      root.remove();
    }
  });
  it("adds the popup's code on a session's first page only", () => {
    writeList(list);
    expect(preloadPageCode(document, '/elott', true)).toEqual(['/assets/Dialog-c.js']);
  });
  it("adds the frame's parts the path's first screen shows, each file once", () => {
    writeList(list);
    expect(preloadPageCode(document, '/', true)).toEqual([
      '/assets/HomePage-a.js',
      '/assets/Home-b.css',
      '/assets/NavRow-e.js',
      '/assets/Dialog-c.js',
      '/assets/Banner-f.js',
    ]);
    document.head.innerHTML = '';
    writeList(list);
    expect(preloadPageCode(document, '/rng', false)).toEqual([
      '/assets/LobbyPage-d.js',
      '/assets/NavRow-e.js',
      '/assets/Dialog-c.js',
    ]);
  });
  it('leaves out what the page links already (a prerendered page links its part)', () => {
    writeList(list);
    linkInPage('/assets/HomePage-a.js');
    expect(preloadPageCode(document, '/', false)).toEqual([
      '/assets/Home-b.css',
      '/assets/NavRow-e.js',
      '/assets/Dialog-c.js',
      '/assets/Banner-f.js',
    ]);
  });
  it('does nothing without a list (the dev server) or on an unknown path', () => {
    expect(preloadPageCode(document, '/', true)).toEqual([]);
    writeList(list);
    expect(preloadPageCode(document, '/no-such-page', true)).toEqual([]);
    expect(preloads()).toEqual([]);
  });
});

describe('preloadLaterPart: the files of a part that comes after the first paint, a few per task', () => {
  const lobbyFiles = Array.from({ length: 10 }, (_, index) => `/assets/Lobby-${index}.js`);
  const withLobby: PartFiles = {
    ...list,
    files: [...list.files, ...lobbyFiles],
    parts: { ...list.parts, homeLobby: [0, ...lobbyFiles.map((_, index) => list.files.length + index)] },
  };

  it('adds them a few per task and resolves once all are in, leaving out what the page links already', async () => {
    writeList(withLobby);
    linkInPage('/assets/HomePage-a.js');
    const done = preloadLaterPart(document, 'homeLobby');
    // the first few at once, the rest in later tasks
    expect(preloads().filter(([rel]) => rel === 'modulepreload')).toHaveLength(1 + PRELOADS_PER_TASK);
    expect(await done).toEqual(lobbyFiles);
    expect(preloads().map(([, href]) => href)).toEqual(['/assets/HomePage-a.js', ...lobbyFiles]);
  });

  it('does nothing without a list (the dev server)', async () => {
    expect(await preloadLaterPart(document, 'homeLobby')).toEqual([]);
  });
});
