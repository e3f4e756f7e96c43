import { describe, expect, it } from 'vitest';
import type { GameTypeVendors } from '@wl/api';
import { buildLeftBarNavigation, buildNavigation } from '@wl/flows';
import { BINGO_PATH, navigationInput } from './navigation';

const categories: GameTypeVendors[] = [
  {
    gameType: 'LIVE',
    vendors: [
      {
        vassalage: 'EVO',
        displayName: 'Evolution',
        gameCategory: 'LIVE',
        type: 'VASSALAGE',
        gameCount: 3,
        logoUrl: '',
      },
    ],
  },
];

describe('the bingo category (spec §2)', () => {
  it('shows in the header and the left bar when the languages include TY, leading to the bingo page', () => {
    const input = navigationInput(categories, undefined, ['EN', 'TY']);
    for (const entries of [buildNavigation(input), buildLeftBarNavigation(input)]) {
      expect(entries.at(-1)).toMatchObject({ id: 'bingo', path: BINGO_PATH, labelKey: 'nav.bingo' });
    }
  });

  it('does not show without TY', () => {
    const input = navigationInput(categories, undefined, ['EN', 'CN']);
    expect(buildNavigation(input).map((entry) => entry.id)).not.toContain('bingo');
  });

  it('reads categories that have not arrived as none', () => {
    expect(navigationInput(undefined, undefined, ['TY']).categories).toEqual([]);
  });
});
