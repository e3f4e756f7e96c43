import { describe, expect, it } from 'vitest';
import {
  activeNavEntryId,
  buildLeftBarNavigation,
  buildNavigation,
  type NavCategorySource,
  type NavVendorSource,
} from './navigation';

function vendor(vassalage: string, gameCategory: string, type: 'GAME' | 'VASSALAGE' = 'VASSALAGE'): NavVendorSource {
  return { vassalage, displayName: `${vassalage} name`, gameCategory, type, logoUrl: `/logo/${vassalage}.png` };
}

function category(gameType: string, ...codes: string[]): NavCategorySource {
  return { gameType, vendors: codes.map((code) => vendor(code, gameType)) };
}

const ids = (entries: { id: string }[]) => entries.map((entry) => entry.id);

// The vendors call answers in lane order (SPORTS first); the header has its own order.
const everything: NavCategorySource[] = [
  category('SPORTS', 'SABA', 'TF', 'IA'),
  category('LIVE', 'AG', 'SEXY'),
  category('FISH', 'JDB'),
  category('RNG', 'PT', 'SPB', 'CQ9', 'KM'),
  category('PVP', 'KY'),
  category('ESPORTS', 'PINNACLE_E'),
  category('COCKFIGHT', 'SV388'),
  category('LOTT', 'LOTT'),
  category('ELOTT', 'ELOTT'),
];

describe('buildNavigation', () => {
  it('puts Recent and Hot first, then the categories with vendors in the header order', () => {
    const entries = buildNavigation({ categories: everything, languages: ['EN'] });
    expect(ids(entries)).toEqual([
      'recent',
      'hot',
      'live',
      'rng',
      'sports',
      'fish',
      'pvp',
      'esports',
      'elott',
      'lott',
      'cockfight',
    ]);
  });

  it('keeps Recent and Hot when no category has vendors', () => {
    const entries = buildNavigation({ categories: [category('LIVE'), category('RNG')], languages: ['EN'] });
    expect(ids(entries)).toEqual(['recent', 'hot']);
    expect(entries.map((entry) => entry.path)).toEqual(['/recent', '/hot']);
  });

  it('leaves out categories without vendors and ones it does not know', () => {
    const entries = buildNavigation({
      categories: [category('LIVE', 'AG'), category('FISH'), category('KENO', 'X1')],
      languages: ['EN'],
    });
    expect(ids(entries)).toEqual(['recent', 'hot', 'live']);
  });

  it('sends ELOTT and LOTT to the /elott lobby', () => {
    const entries = buildNavigation({ categories: everything, languages: ['EN'] });
    expect(entries.find((entry) => entry.id === 'elott')?.path).toBe('/elott');
    expect(entries.find((entry) => entry.id === 'lott')?.path).toBe('/elott');
  });

  it('gives every entry its route, label key and lobby filter', () => {
    const entries = buildNavigation({ categories: everything, languages: ['EN'] });
    expect(entries.find((entry) => entry.id === 'live')).toMatchObject({
      labelKey: 'nav.live',
      path: '/live',
      gameType: 'LIVE',
    });
    expect(entries.find((entry) => entry.id === 'hot')).toMatchObject({ labelKey: 'nav.hot', gameType: null });
    expect(entries.find((entry) => entry.id === 'cockfight')?.path).toBe('/cockfight');
  });

  it('splits SPORTS vendors of the esports list into ESPORTS', () => {
    const entries = buildNavigation({
      categories: [category('SPORTS', 'SABA', 'TF', 'IA')],
      esportsVassalages: ['TF', 'IA'],
      languages: ['EN'],
    });
    expect(ids(entries)).toEqual(['recent', 'hot', 'sports', 'esports']);
    const esports = entries.find((entry) => entry.id === 'esports');
    expect(esports?.vendors.map((item) => item.vassalage)).toEqual(['TF', 'IA']);
    expect(esports?.vendors.every((item) => item.gameType === 'ESPORTS')).toBe(true);
    expect(entries.find((entry) => entry.id === 'sports')?.vendors.map((item) => item.vassalage)).toEqual(['SABA']);
  });

  it('adds split vendors after the ESPORTS vendors the server lists, without duplicates', () => {
    const entries = buildNavigation({
      categories: [category('SPORTS', 'SABA', 'TF'), category('ESPORTS', 'PINNACLE_E', 'TF')],
      esportsVassalages: ['TF'],
      languages: ['EN'],
    });
    const esports = entries.find((entry) => entry.id === 'esports');
    expect(esports?.vendors.map((item) => item.vassalage)).toEqual(['PINNACLE_E', 'TF']);
  });

  it.each([
    ['drops SPORTS when every sports vendor is on the esports list', 'SPORTS', ['recent', 'hot', 'esports']],
    ['moves only SPORTS vendors: an esports code under another category stays there', 'RNG', ['recent', 'hot', 'rng']],
  ])('%s', (_, gameType, expected) => {
    const entries = buildNavigation({
      categories: [category(gameType, 'TF')],
      esportsVassalages: ['TF'],
      languages: ['EN'],
    });
    expect(ids(entries)).toEqual(expected);
  });

  it('shows bingo last when the languages include TY', () => {
    const entries = buildNavigation({ categories: everything, languages: ['EN', 'TY'], bingoPath: '/bingo' });
    expect(entries.at(-1)).toMatchObject({ id: 'bingo', path: '/bingo', labelKey: 'nav.bingo', expandable: false });
  });

  it('has no bingo without TY', () => {
    const entries = buildNavigation({ categories: everything, languages: ['EN', 'CN'], bingoPath: '/bingo' });
    expect(ids(entries)).not.toContain('bingo');
  });

  it('has no bingo without a bingo path, even with TY', () => {
    const entries = buildNavigation({ categories: everything, languages: ['TY'] });
    expect(ids(entries)).not.toContain('bingo');
  });

  it('marks which entries expand to vendor logos', () => {
    const entries = buildNavigation({ categories: everything, languages: ['EN'] });
    const expandable = Object.fromEntries(entries.map((entry) => [entry.id, entry.expandable]));
    expect(expandable).toEqual({
      recent: false,
      hot: false,
      live: true,
      rng: true,
      sports: true,
      fish: true,
      pvp: true,
      esports: true,
      elott: false,
      lott: false,
      cockfight: true,
    });
  });

  it('keeps the vendor fields the bars show and launch with', () => {
    const entries = buildNavigation({
      categories: [{ gameType: 'SPORTS', vendors: [vendor('SABA', 'SPORTS', 'GAME')] }],
      languages: ['EN'],
    });
    expect(entries.find((entry) => entry.id === 'sports')?.vendors).toEqual([
      { vassalage: 'SABA', displayName: 'SABA name', gameType: 'SPORTS', type: 'GAME', logoUrl: '/logo/SABA.png' },
    ]);
  });
});

describe('buildLeftBarNavigation', () => {
  it('adds minigame after RNG with the RNG vendors on the minigame list and an all item', () => {
    const entries = buildLeftBarNavigation({ categories: everything, languages: ['EN'] });
    expect(ids(entries).slice(0, 5)).toEqual(['recent', 'hot', 'live', 'rng', 'minigame']);
    const minigame = entries.find((entry) => entry.id === 'minigame');
    expect(minigame).toMatchObject({ path: '/minigame', gameType: 'RNG', hasAllItem: true, expandable: true });
    expect(minigame?.vendors.map((item) => item.vassalage)).toEqual(['SPB', 'KM']);
  });

  it('has no minigame entry when no RNG vendor is on the minigame list', () => {
    const entries = buildLeftBarNavigation({ categories: [category('RNG', 'PT', 'CQ9')], languages: ['EN'] });
    expect(ids(entries)).toEqual(['recent', 'hot', 'rng']);
  });

  it('has no minigame entry without RNG vendors', () => {
    const entries = buildLeftBarNavigation({ categories: [category('LIVE', 'AG')], languages: ['EN'] });
    expect(ids(entries)).toEqual(['recent', 'hot', 'live']);
  });

  it('only the minigame entry has an all item', () => {
    const entries = buildLeftBarNavigation({ categories: everything, languages: ['EN'] });
    expect(entries.filter((entry) => entry.hasAllItem).map((entry) => entry.id)).toEqual(['minigame']);
  });
});

describe('activeNavEntryId', () => {
  const entries = buildLeftBarNavigation({ categories: everything, languages: ['EN'] });

  it('finds the entry of the route', () => {
    expect(activeNavEntryId(entries, '/live')).toBe('live');
    expect(activeNavEntryId(entries, '/minigame')).toBe('minigame');
    expect(activeNavEntryId(entries, '/hot/')).toBe('hot');
  });

  it('treats /lott as /elott, and the first of two entries sharing a path wins', () => {
    expect(activeNavEntryId(entries, '/lott')).toBe('elott');
    expect(activeNavEntryId(entries, '/elott')).toBe('elott');
  });

  it('is null on home and pages outside the navigation', () => {
    expect(activeNavEntryId(entries, '/')).toBeNull();
    expect(activeNavEntryId(entries, '/promotions')).toBeNull();
  });
});
