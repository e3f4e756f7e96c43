// Starts fetching the code of the page being opened as soon as firstCalls.ts runs, beside the app's own files: the
// router asks for the page's part only once the app's code has arrived and run, and on a slow phone that is a second
// round trip after the first. The build lists each part's files (vite.config.ts, partFiles) in index.html.
import { partOf, type PartName } from './routeTable';

/** The id of the list in index.html: a JSON data block, never run. */
export const PART_FILES_ID = 'part-files';

/** The build's list: every file once, and each part's files by their place in it; `popup` for the popup's code. */
export interface PartFiles {
  files: string[];
  parts: Partial<Record<PartName | 'popup', number[]>>;
}

function readPartFiles(doc: Document): PartFiles | null {
  const text = doc.getElementById(PART_FILES_ID)?.textContent;
  if (!text) return null; // the dev server: no build, no list
  try {
    return JSON.parse(text) as PartFiles;
  } catch {
    return null;
  }
}

/**
 * Adds a preload for each file of the path's part (and of the popup's code on a session's first page) that the page
 * has not asked for yet; the loader that later imports them finds them in the cache. Returns the files preloaded.
 */
export function preloadPageCode(doc: Document, path: string, withPopup: boolean): string[] {
  const list = readPartFiles(doc);
  const part = partOf(path);
  if (!list || !part) return [];
  const indexes = new Set([...(list.parts[part] ?? []), ...(withPopup ? (list.parts.popup ?? []) : [])]);
  const files = [...indexes].map((index) => list.files[index]).filter((file) => file !== undefined);
  const asked = new Set([...doc.querySelectorAll('link')].map((link) => link.getAttribute('href')));
  for (const file of files) {
    if (asked.has(file)) continue;
    const link = doc.createElement('link');
    if (file.endsWith('.css')) {
      link.rel = 'preload';
      link.setAttribute('as', 'style');
    } else {
      link.rel = 'modulepreload';
    }
    // as Vite's loader asks for them, so the preloaded answer is the one it takes
    link.crossOrigin = '';
    link.href = file;
    doc.head.appendChild(link);
  }
  return files;
}
