// Starts fetching the code of the page being opened as soon as firstCalls.ts runs, beside the app's own files: the
// router asks for the page's part only once the app's code has arrived and run, and on a slow phone that is a second
// round trip after the first. The build lists each part's files (vite.config.ts, partFiles) in index.html.
import type { PartName } from './routeTable';

/** The id of the list in index.html: a JSON data block, never run. */
export const PART_FILES_ID = 'part-files';

/**
 * The build's list: the part of each path of the route table (with the build's base path), every file once, and each part's files by their place
 * in it (`popup` for the popup's code).
 */
export interface PartFiles {
  paths: Record<string, PartName>;
  files: string[];
  parts: Partial<Record<PartName | 'popup', number[]>>;
}

/** The part that shows a path of the site: a `:name` segment matches any one segment. */
export function partOf(paths: PartFiles['paths'], path: string): PartName | undefined {
  const segments = path.split('/');
  const pattern = Object.keys(paths).find((candidate) => {
    const wanted = candidate.split('/');
    return wanted.length === segments.length && wanted.every((part, i) => part[0] === ':' || part === segments[i]);
  });
  return pattern === undefined ? undefined : paths[pattern];
}

/**
 * Adds a preload for each file of the path's part, and of the popup's code on a session's first page; the loader that
 * later imports them finds them in the cache. Returns the files preloaded.
 */
export function preloadPageCode(doc: Document, path: string, withPopup: boolean): string[] {
  const text = doc.getElementById(PART_FILES_ID)?.textContent;
  if (!text) return []; // the dev server: no build, no list
  const list = JSON.parse(text) as PartFiles;
  const part = partOf(list.paths, path);
  if (!part) return [];
  const indexes = new Set([...(list.parts[part] ?? []), ...(withPopup ? (list.parts.popup ?? []) : [])]);
  const files = [...indexes].map((index) => list.files[index]!);
  for (const file of files) {
    const link = doc.createElement('link');
    // as Vite's loader asks for them (a module script, a stylesheet, anonymous CORS), so it takes the preloaded answer
    link.rel = file.endsWith('.css') ? 'preload' : 'modulepreload';
    if (file.endsWith('.css')) link.setAttribute('as', 'style');
    link.crossOrigin = '';
    link.href = file;
    doc.head.appendChild(link);
  }
  return files;
}
