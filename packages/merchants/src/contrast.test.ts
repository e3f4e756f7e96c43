// Every merchant's theme (src/<folder>/tokens.ts), light and dark, keeps text readable: WCAG 2.1 contrast of at
// least 4.5:1 for the text pairs the theme contract implies, 3:1 for the focus ring.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ThemeTokens } from '@wl/ui/theme';
import { merchantFolders, merchants } from './index';

function luminance(hex: string): number {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value;
  const channels = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

type Color = Extract<keyof ThemeTokens['color'], string>;
const surfaces: Color[] = ['background', 'surface', 'surfaceRaised', 'surfaceSunken'];
const textPairs: [Color, Color][] = [
  ...surfaces.flatMap((surface): [Color, Color][] => [
    ['text', surface],
    ['textMuted', surface],
  ]),
  ['textOnBrand', 'brand'],
  ['textOnBrand', 'brandHover'],
  ['textOnBrand', 'brandActive'],
  ['textOnCritical', 'critical'],
  ['headerText', 'headerBackground'],
  ['brand', 'background'],
  ['brand', 'surface'],
  ['accent', 'background'],
  ['accent', 'surface'],
  ['positive', 'positiveSoft'],
  ['critical', 'criticalSoft'],
  ['caution', 'cautionSoft'],
  ['info', 'infoSoft'],
  ['text', 'brandSoft'],
  ['text', 'accentSoft'],
];

const modes = Object.values(merchants).flatMap(({ folder, tokens }) =>
  (['light', 'dark'] as const).map((mode) => [`${folder} ${mode}`, tokens[mode]] as const),
);

describe('merchant themes', () => {
  it('lists every merchant folder', () => {
    const folders = readdirSync(new URL('.', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(merchantFolders).toEqual(folders);
    expect(folders.length).toBeGreaterThanOrEqual(3);
  });

  it.each(modes)('%s: text pairs reach 4.5:1 and the focus ring 3:1', (_name, tokens) => {
    const failures = textPairs
      .map(([fg, bg]) => ({ pair: `${fg} on ${bg}`, ratio: contrast(tokens.color[fg], tokens.color[bg]) }))
      .filter(({ ratio }) => ratio < 4.5)
      .map(({ pair, ratio }) => `${pair}: ${ratio.toFixed(2)}`);
    if (contrast(tokens.color.focusRing, tokens.color.background) < 3) failures.push('focusRing on background');
    expect(failures).toEqual([]);
  });
});
