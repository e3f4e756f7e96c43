// Starts fetching the code of the page being opened as soon as firstCalls.ts runs, beside the app's own files: the
// router asks for the page's part only once the app's code has arrived and run, and on a slow phone that is a second
// round trip after the first. The build lists each part's files (vite.config.ts, partFiles) in index.html.
import type { PartName } from './routeTable';
import { nextTask } from './nextTask';
import { PRERENDERED_ATTRIBUTE } from './prerendered';

/** The id of the list in index.html: a JSON data block, never run. */
export const PART_FILES_ID = 'part-files';

/**
 * The frame's lazy parts of the first screen (src/shell/Layout.tsx: the navigation row, the banner) and the machines
 * the app starts on every page (src/boot/bootActor.ts, src/session/sessionActor.ts, with XState and the API client).
 */
export type FramePartName = 'nav' | 'banner' | 'boot' | 'session';
/** The parts of a page that load after its first paint (src/pages/HomePage.tsx: the home lobby). */
export type LaterPartName = 'homeLobby';
type PartKey = PartName | FramePartName | LaterPartName | 'popup';

/**
 * The build's list: the part of each path of the route table (with the build's base path) and the frame's parts its
 * first screen shows, every file once, and each part's files by their place in it (`popup` for the popup's code).
 */
export interface PartFiles {
  paths: Record<string, PartName>;
  frame: Record<string, FramePartName[]>;
  files: string[];
  parts: Partial<Record<PartKey, number[]>>;
}

/** The path of the table (`:name` matches any one segment) that a path of the site is. */
function patternOf(paths: PartFiles['paths'], path: string): string | undefined {
  const segments = path.split('/');
  return Object.keys(paths).find((candidate) => {
    const wanted = candidate.split('/');
    return wanted.length === segments.length && wanted.every((part, i) => part[0] === ':' || part === segments[i]);
  });
}

/** The part that shows a path of the site: a `:name` segment matches any one segment. */
export function partOf(paths: PartFiles['paths'], path: string): PartName | undefined {
  const pattern = patternOf(paths, path);
  return pattern === undefined ? undefined : paths[pattern];
}

/** The build's list in the page; null on the dev server (no build, no list). */
function readList(doc: Document): PartFiles | null {
  const text = doc.getElementById(PART_FILES_ID)?.textContent;
  return text ? (JSON.parse(text) as PartFiles) : null;
}

/** The files of these parts, each once, less what the page links already (a prerendered page links its part's). */
function filesToPreload(doc: Document, list: PartFiles, parts: readonly PartKey[]): string[] {
  const indexes = new Set(parts.flatMap((part) => list.parts[part] ?? []));
  const linked = new Set([...doc.querySelectorAll('link[href]')].map((link) => link.getAttribute('href')));
  return [...indexes].map((index) => list.files[index]!).filter((file) => !linked.has(file));
}

/** The page was prerendered (build/prerender.mjs): it paints from its HTML, and the code comes at low priority. */
const prerendered = (doc: Document) => doc.getElementById('root')?.hasAttribute(PRERENDERED_ATTRIBUTE) === true;

function appendPreload(doc: Document, file: string): void {
  const link = doc.createElement('link');
  // as Vite's loader asks for them (a module script, a stylesheet, anonymous CORS), so it takes the preloaded answer
  link.rel = file.endsWith('.css') ? 'preload' : 'modulepreload';
  if (file.endsWith('.css')) link.setAttribute('as', 'style');
  link.crossOrigin = '';
  // low on a prerendered page, as the app's own code there (build/prerender.mjs): its first paint needs none of it
  if (!file.endsWith('.css') && prerendered(doc)) link.setAttribute('fetchpriority', 'low');
  link.href = file;
  doc.head.appendChild(link);
}

/**
 * Adds a preload for each file of the path's part and of the frame's parts its first screen shows (the navigation
 * row, the banner), and of the popup's code on a session's first page; the loader that later imports them finds them
 * in the cache, and Vite's loader, finding the links in the page, adds none of its own then (a long task of
 * appending them, on a slow phone, while the frame hydrates). Returns the files preloaded.
 */
export function preloadPageCode(doc: Document, path: string, withPopup: boolean): string[] {
  const list = readList(doc);
  const pattern = list ? patternOf(list.paths, path) : undefined;
  if (!list || pattern === undefined) return [];
  const parts = [list.paths[pattern]!, ...(list.frame[pattern] ?? []), ...(withPopup ? (['popup'] as const) : [])];
  const files = filesToPreload(doc, list, parts);
  for (const file of files) appendPreload(doc, file);
  return files;
}

/** Our choice: the preloads added per task (adding one costs a cheap phone over a millisecond). */
export const PRELOADS_PER_TASK = 4;

/**
 * Preloads the files of a part that comes after the first paint (the home lobby: some 25 files) a few per task, and
 * resolves once all are in the page: Vite's loader, importing the part next, finds them and adds none itself, in one
 * long task. Returns the files preloaded.
 */
export async function preloadLaterPart(doc: Document, part: LaterPartName): Promise<string[]> {
  const list = readList(doc);
  if (!list) return [];
  const files = filesToPreload(doc, list, [part]);
  for (let start = 0; start < files.length; start += PRELOADS_PER_TASK) {
    for (const file of files.slice(start, start + PRELOADS_PER_TASK)) appendPreload(doc, file);
    await nextTask();
  }
  return files;
}
