// Stories made from the merchant folders: `Foundations/Theme` gets `Contrast<Folder><Mode>` for every folder of
// packages/merchants/src and both modes, each pinning the contrast specimen to that theme, so the accessibility
// check measures every merchant's text colours; a new folder gets its stories with nothing else to edit.
// Storybook lists the stories of a file before loading it, so the same code is added for both: the indexer (the
// sidebar and docs) and a Vite plugin (the preview and the Vitest storybook project, which reuses viteFinal); the
// docs addon, which reads each story's source from the file on disk, is handed the added stories' code.
import { readdirSync, readFileSync } from 'node:fs';
import { loadCsf } from 'storybook/internal/csf-tools';
import type { CsfEnricher, Indexer } from 'storybook/internal/types';
import type { Plugin } from 'vite';

/** The story file that gets them: it exports the unpinned `Contrast` story they spread. */
const storyFile = /packages\/ui\/src\/foundations\/Foundations\.stories\.tsx$/;
const merchantsDir = new URL('../packages/merchants/src/', import.meta.url);

const pascal = (word: string) =>
  word.replace(/(^|[-_])(\w)/g, (_match, _separator, letter: string) => letter.toUpperCase());

function merchantFolders(): string[] {
  return readdirSync(merchantsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** The story file's code with one pinned story per merchant folder and mode appended. */
function withContrastStories(code: string): string {
  const stories = merchantFolders().flatMap((folder) =>
    ['light', 'dark'].map(
      (mode) =>
        `export const Contrast${pascal(folder)}${pascal(mode)} = ` +
        `{ ...Contrast, globals: { merchant: ${JSON.stringify(folder)}, mode: ${JSON.stringify(mode)} } };`,
    ),
  );
  return `${code}\n// Added by .storybook/merchantStories.ts, one per merchant folder and mode:\n${stories.join('\n')}\n`;
}

export const merchantStoriesIndexer: Indexer = {
  test: storyFile,
  createIndex: async (fileName, options) =>
    loadCsf(withContrastStories(readFileSync(fileName, 'utf8')), { ...options, fileName }).parse().indexInputs,
};

export function merchantStoriesPlugin(): Plugin {
  return {
    name: 'wl:merchant-contrast-stories',
    // before the Vitest addon's transform, which makes a test of every export (the code is JavaScript by then, as
    // the appended lines are)
    transform: (code, id) => (storyFile.test(id.split('?')[0]!) ? withContrastStories(code) : undefined),
  };
}

/** The docs addon takes each story's "show code" source from the file on disk, where the added stories are not. */
export const merchantStoriesSource: CsfEnricher = async (csf, csfSource) => {
  for (const [name, story] of Object.entries(csf._storyExports)) {
    if (name in csfSource._storyExports) continue;
    csfSource._storyExports[name] = story;
    csfSource._storyStatements[name] = csf._storyStatements[name]!;
  }
};
