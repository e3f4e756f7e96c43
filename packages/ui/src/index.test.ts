// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const kinds = ['components', 'widgets', 'screens', 'modals'] as const;
const src = new URL('.', import.meta.url);

describe('the barrel', () => {
  it('exports every component folder, by kind and then by name', () => {
    const folders = kinds.flatMap((kind) =>
      readdirSync(new URL(`${kind}/`, src), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => `./${kind}/${entry.name}`)
        .sort(),
    );
    const barrel = readFileSync(new URL('index.ts', src), 'utf8');
    const exported = [...barrel.matchAll(/^export \* from '(.+)';$/gm)].map((match) => match[1]);
    expect(exported).toEqual(folders);
  });

  it('has no other kind of folder beside the four kinds and private', () => {
    const ownFolders = readdirSync(src, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    // theme, i18n and foundations are the package's other entry points and Storybook's intro
    expect(ownFolders.filter((name) => !['theme', 'i18n', 'foundations', 'private'].includes(name)).sort()).toEqual(
      [...kinds].sort(),
    );
  });
});
