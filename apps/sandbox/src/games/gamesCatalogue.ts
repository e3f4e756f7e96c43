// What the seeded catalogue is made of: the vendors (spec §3 codes, the minigame and lottery sets of §9) with how
// many games each category gets, and the word lists the game names are drawn from.
import { GAMES as LOTTERY_GAMES } from '../lottery/lotteryCatalogue.ts';
import type { Vendor as LotteryVendor } from '../lottery/lotteryConstants.ts';
import type { GameCategory } from './gamesConstants.ts';

export type Classify =
  | 'BACCARAT'
  | 'SICBO'
  | 'ROULETTE'
  | 'DRAGON_TIGER'
  | 'BLACKJACK'
  | 'MAHJONG'
  | 'THREE_CARD_POKER'
  | 'WENZHOU'
  | 'SE_DIE'
  | 'FAN_TAN'
  | 'NIUNIU'
  | 'FISH_PRAWN_CRAB'
  | 'ZJH';

/** A vendor's presence in one category: how many games it has there; hot puts its card first on the lane. */
export interface VendorCategorySpec {
  gameType: Exclude<GameCategory, 'ESPORTS'>;
  games: number;
  hot?: boolean;
}

export interface VendorSpec {
  vassalage: string;
  displayName: string;
  categories: VendorCategorySpec[];
  /** Fixed game names (minigames, lotteries); the rest are generated for the category. */
  names?: string[];
  /** The gameCode of each fixed name, in order (else one is made from the name). */
  gameCodes?: string[];
  /** Lottery play type its items open with. */
  playType?: string;
}

/**
 * A lottery vendor's items: the games of the lottery area (lottery/lotteryCatalogue.ts), so a game-list item opens /lottery
 * with a gameCode the lottery launch knows. The e-lottery vendor's games are ELOTT, the others LOTT (spec §3).
 */
function lotteryVendor(vassalage: LotteryVendor, displayName: string, playType: string, hot = false): VendorSpec {
  const games = LOTTERY_GAMES.filter((game) => game.vendor === vassalage);
  const gameType = vassalage === 'ELOTT' ? 'ELOTT' : 'LOTT';
  return {
    vassalage,
    displayName,
    categories: [{ gameType, games: games.length, ...(hot ? { hot } : {}) }],
    playType,
    names: games.map((game) => game.names.EN),
    gameCodes: games.map((game) => game.gameCode),
  };
}

export const VENDORS: VendorSpec[] = [
  // Sports books; SBT, TF and IA are in the default esports list.
  { vassalage: 'IBC', displayName: 'IBC Sports', categories: [{ gameType: 'SPORTS', games: 4, hot: true }] },
  { vassalage: 'UG', displayName: 'UG Sports', categories: [{ gameType: 'SPORTS', games: 2 }] },
  { vassalage: 'CMD', displayName: 'CMD368', categories: [{ gameType: 'SPORTS', games: 2 }] },
  { vassalage: 'SBT', displayName: 'SBTech Esports', categories: [{ gameType: 'SPORTS', games: 1 }] },
  { vassalage: 'TF', displayName: 'TF Gaming', categories: [{ gameType: 'SPORTS', games: 1, hot: true }] },
  { vassalage: 'IA', displayName: 'IA Esports', categories: [{ gameType: 'SPORTS', games: 1 }] },
  // Live casinos (some also make slots and fishing games).
  {
    vassalage: 'AG',
    displayName: 'Asia Gaming',
    categories: [
      { gameType: 'LIVE', games: 30, hot: true },
      { gameType: 'FISH', games: 6 },
      { gameType: 'RNG', games: 60 },
    ],
  },
  {
    vassalage: 'BBIN',
    displayName: 'BBIN',
    categories: [
      { gameType: 'LIVE', games: 24 },
      { gameType: 'FISH', games: 6 },
      { gameType: 'RNG', games: 80 },
    ],
  },
  { vassalage: 'DG', displayName: 'Dream Gaming', categories: [{ gameType: 'LIVE', games: 22, hot: true }] },
  { vassalage: 'EA', displayName: 'Evolution Asia', categories: [{ gameType: 'LIVE', games: 30 }] },
  { vassalage: 'OG', displayName: 'Oriental Game', categories: [{ gameType: 'LIVE', games: 20 }] },
  { vassalage: 'AE', displayName: 'AE Sexy', categories: [{ gameType: 'LIVE', games: 24, hot: true }] },
  { vassalage: 'WD', displayName: 'WD Live', categories: [{ gameType: 'LIVE', games: 18 }] },
  {
    vassalage: 'BG',
    displayName: 'Big Gaming',
    categories: [
      { gameType: 'LIVE', games: 22 },
      { gameType: 'FISH', games: 5 },
    ],
  },
  {
    vassalage: 'PT',
    displayName: 'Playtech',
    categories: [
      { gameType: 'RNG', games: 160, hot: true },
      { gameType: 'LIVE', games: 20 },
    ],
  },
  {
    vassalage: 'MG',
    displayName: 'Microgaming',
    categories: [
      { gameType: 'RNG', games: 140 },
      { gameType: 'LIVE', games: 18 },
    ],
  },
  {
    vassalage: 'PP',
    displayName: 'Pragmatic Play',
    categories: [
      { gameType: 'RNG', games: 180, hot: true },
      { gameType: 'LIVE', games: 26 },
    ],
  },
  // Slots and fishing.
  {
    vassalage: 'CQ9',
    displayName: 'CQ9 Gaming',
    categories: [
      { gameType: 'RNG', games: 130 },
      { gameType: 'FISH', games: 10, hot: true },
    ],
  },
  { vassalage: 'GG', displayName: 'GG Gaming', categories: [{ gameType: 'FISH', games: 14 }] },
  {
    vassalage: 'JILI',
    displayName: 'JILI Games',
    categories: [
      { gameType: 'RNG', games: 110, hot: true },
      { gameType: 'FISH', games: 12 },
    ],
  },
  { vassalage: 'RTG', displayName: 'Real Time Gaming', categories: [{ gameType: 'RNG', games: 90 }] },
  { vassalage: 'TGP', displayName: 'TGP', categories: [{ gameType: 'RNG', games: 60 }] },
  { vassalage: 'ISB', displayName: 'iSoftBet', categories: [{ gameType: 'RNG', games: 90 }] },
  { vassalage: 'MGS', displayName: 'MG Slots', categories: [{ gameType: 'RNG', games: 100 }] },
  { vassalage: 'PNG', displayName: "Play'n GO", categories: [{ gameType: 'RNG', games: 120 }] },
  { vassalage: 'TTG', displayName: 'Top Trend Gaming', categories: [{ gameType: 'RNG', games: 80 }] },
  // Minigame vendors (spec §9: SPB, GM, XGS, KM), all RNG.
  {
    vassalage: 'SPB',
    displayName: 'Spribe',
    categories: [{ gameType: 'RNG', games: 12, hot: true }],
    names: ['Aviator', 'Mines', 'Plinko', 'Dice', 'Goal', 'Hi Lo', 'Keno', 'Mini Roulette', 'Hotline', 'Keno 80'],
  },
  {
    vassalage: 'GM',
    displayName: 'GM Mini Games',
    categories: [{ gameType: 'RNG', games: 15 }],
    names: ['Crash X', 'Limbo', 'Tower', 'Coin Flip', 'Lucky Wheel', 'Balloon', 'Double', 'Cash Cart', 'Hilo Rush'],
  },
  {
    vassalage: 'XGS',
    displayName: 'XGS',
    categories: [{ gameType: 'RNG', games: 14 }],
    names: ['Rocket Launch', 'Color Game', 'Number Race', 'Jackpot Ball', 'Penalty Shoot', 'Dragon Dice'],
  },
  {
    vassalage: 'KM',
    displayName: 'Kingmaker',
    categories: [{ gameType: 'RNG', games: 30 }],
    names: [
      'Thai Hi Lo',
      'Fish Prawn Crab',
      'Belangkai',
      'Card Hi Lo',
      'Bola Tangkas',
      'Pusoy',
      'Tongits',
      'Monkey King Roulette',
      'Cash Rocket',
      'Jhandi Munda',
      'Ludo Quick',
      'Xoc Dia',
      '7 Up 7 Down',
      'Sugar Blast',
      'Marble Knockout',
      'Poker Roulette',
    ],
  },
  // Card games (PVP).
  { vassalage: 'KY', displayName: 'KY Gaming', categories: [{ gameType: 'PVP', games: 60, hot: true }] },
  { vassalage: 'KX', displayName: 'KX Gaming', categories: [{ gameType: 'PVP', games: 50 }] },
  { vassalage: 'LOTUS', displayName: 'Lotus Gaming', categories: [{ gameType: 'PVP', games: 40 }] },
  { vassalage: 'TH', displayName: 'TH Gaming', categories: [{ gameType: 'PVP', games: 45 }] },
  { vassalage: 'XY', displayName: 'XY Gaming', categories: [{ gameType: 'PVP', games: 40 }] },
  // Cockfight arenas.
  {
    vassalage: 'WS',
    displayName: 'WS168',
    categories: [{ gameType: 'COCKFIGHT', games: 2, hot: true }],
    names: ['WS168 Derby', 'WS168 Night Derby'],
  },
  {
    vassalage: 'SV388',
    displayName: 'SV388',
    categories: [{ gameType: 'COCKFIGHT', games: 1 }],
    names: ['SV388 Championship'],
  },
  // Lottery vendors (spec §9): their items are the lottery area's games and go to /lottery with their gameCode.
  lotteryVendor('TCG_LOTTO_VN', 'Vietnam Lottery', 'LO_2', true),
  lotteryVendor('TCG_SEA', 'SEA Lottery', '3D_TOP'),
  lotteryVendor('LOTT', 'Lottery', 'STANDARD'),
  lotteryVendor('ELOTT', 'E-Lottery', 'QUICK', true),
];

/**
 * Categories whose vendor card opens the vendor's game list (a VASSALAGE item, named "Playtech Slots"); in the
 * others the card launches the vendor's one product (a sports book, an arena, a lottery lobby).
 */
export const LIST_CATEGORY_LABELS: Partial<Record<GameCategory, string>> = {
  LIVE: 'Live Casino',
  FISH: 'Fishing',
  RNG: 'Slots',
  PVP: 'Card Games',
};

export const SLOT_ADJECTIVES = [
  'Golden',
  'Lucky',
  'Mighty',
  'Wild',
  'Jade',
  'Royal',
  'Sacred',
  'Mystic',
  'Crimson',
  'Silver',
  'Diamond',
  'Emerald',
  'Ancient',
  'Blazing',
  'Frozen',
  'Thunder',
  'Dancing',
  'Happy',
  'Prosperous',
  'Neon',
  'Cosmic',
  'Sweet',
  'Hot',
  'Super',
  'Great',
  'Imperial',
  'Magic',
  'Rising',
  'Hidden',
  'Eternal',
];

export const SLOT_NOUNS = [
  'Dragon',
  'Tiger',
  'Phoenix',
  'Panda',
  'Koi',
  'Lotus',
  'Buddha',
  'Elephant',
  'Monkey',
  'Empress',
  'Pharaoh',
  'Samurai',
  'Ninja',
  'Pirate',
  'Viking',
  'Wolf',
  'Buffalo',
  'Eagle',
  'Gems',
  'Fruits',
  'Candy',
  'Jewels',
  'Temple',
  'Lantern',
  'Panther',
  'Unicorn',
  'Mermaid',
  'Genie',
  'Aztec',
  'Zeus',
  'Kraken',
  'Rooster',
  'Carp',
  'Goddess',
  'Mahjong',
];

export const SLOT_SUFFIXES = [
  'Fortune',
  'Riches',
  'Megaways',
  'Deluxe',
  'Treasures',
  'Jackpot',
  'Gold',
  'Blitz',
  'Bonanza',
  'Link',
  'Legends',
  'Quest',
  'Hold and Win',
  'Strike',
  'Party',
  'Rush',
  'Reels',
  'Wins',
  'Kingdom',
  'Palace',
  'Power',
];

export const FISH_PREFIXES = ['Ocean', 'Dragon', 'Mega', 'Royal', 'Happy', 'Golden', 'Jackpot', 'Deep Sea', 'Lucky'];
export const FISH_BASES = ['King', 'Fishing', 'Hunter', 'Fishing War', 'Catch', 'Reef Raiders'];

/** Live tables by classification, weighted towards baccarat as the lobbies are. */
export const LIVE_NAMES: [Classify, string[]][] = [
  [
    'BACCARAT',
    [
      'Baccarat',
      'Speed Baccarat',
      'Baccarat Squeeze',
      'No Commission Baccarat',
      'Lightning Baccarat',
      'VIP Baccarat',
      'Baccarat Control Squeeze',
      'Insurance Baccarat',
    ],
  ],
  ['SICBO', ['Sic Bo', 'Super Sic Bo', 'Speed Sic Bo']],
  ['ROULETTE', ['Roulette', 'Lightning Roulette', 'Speed Roulette', 'Auto Roulette', 'Immersive Roulette']],
  ['DRAGON_TIGER', ['Dragon Tiger', 'Speed Dragon Tiger']],
  ['BLACKJACK', ['Blackjack', 'Infinite Blackjack', 'Speed Blackjack', 'VIP Blackjack']],
  ['THREE_CARD_POKER', ['3 Card Poker', 'Three Card Poker Deluxe']],
  ['SE_DIE', ['Se Die', 'Xoc Dia']],
  ['FAN_TAN', ['Fan Tan']],
  ['NIUNIU', ['Niu Niu', 'Bull Bull']],
  ['FISH_PRAWN_CRAB', ['Fish Prawn Crab']],
  ['WENZHOU', ['Wenzhou Pai Gow']],
];

/** Card games by classification; null for those outside the named classifications. */
export const PVP_NAMES: [Classify | null, string[]][] = [
  ['MAHJONG', ['Mahjong 2 Players', 'Blood Battle Mahjong', 'Guangdong Mahjong', 'Mahjong Showdown']],
  ['NIUNIU', ['Grab Banker Niu Niu', 'Classic Niu Niu', 'Texas Niu Niu', 'Hundred Player Niu Niu']],
  ['ZJH', ['Zha Jin Hua', 'ZJH Classic', 'Speed ZJH']],
  ['THREE_CARD_POKER', ['3 Card Poker', 'Three Card Showdown']],
  ['FISH_PRAWN_CRAB', ['Fish Prawn Crab', 'Hoo Hey How']],
  ['WENZHOU', ['Wenzhou Pai Gow', 'Pai Gow']],
  ['BLACKJACK', ['21 Points', 'Blackjack Duel']],
  [null, ["Texas Hold'em", 'Landlord Fight', 'Thirteen Cards', 'Red Black War', 'Run Fast', 'Pok Deng', 'Tien Len']],
];

/** Words that turn a taken name into a new one ("Baccarat" → "Baccarat Royal"). */
export const TABLE_VARIANTS = ['Royal', 'Prime', 'Classic', 'Deluxe', 'Express', 'Gold', 'Lucky', 'Jade', 'Pro'];

export const DEALER_NAMES = [
  'Anna',
  'Mei',
  'Nok',
  'Linh',
  'Sara',
  'Mai',
  'Ploy',
  'Yuki',
  'Jenny',
  'Fern',
  'Bella',
  'Kim',
  'Lily',
  'Pim',
  'Hana',
  'Nina',
];

/** Sports book extras besides the book itself. */
export const VIRTUAL_SPORTS = ['Virtual Soccer', 'Virtual Basketball', 'Virtual Horse Racing', 'Virtual Tennis'];
