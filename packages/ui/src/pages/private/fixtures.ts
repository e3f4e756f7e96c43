/**
 * Story data for the lobby screens (never imported by components): vendors and games with pictures made here, so
 * stories load no third-party art.
 */
import type { LobbyGame, LobbyTable, LobbyVendor } from './types';

const svg = (body: string, width: number, height: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
  )}`;

/** A stand-in vendor logo (the sandbox's RNG_LIST_VENDOR art is an SVG like this too). */
export function vendorLogo(code: string, hue = 220): string {
  return svg(
    `<rect width="120" height="48" rx="8" fill="hsl(${hue} 45% 30%)"/><text x="60" y="30" font-family="Arial, sans-serif" font-size="15" font-weight="700" fill="white" text-anchor="middle">${code}</text>`,
    120,
    48,
  );
}

/** A stand-in game tile. */
export function gameTile(hue: number): string {
  return svg(
    `<rect width="160" height="160" fill="hsl(${hue} 55% 38%)"/><circle cx="80" cy="80" r="44" fill="hsl(${(hue + 40) % 360} 70% 60%)"/>`,
    160,
    160,
  );
}

const vendor = (vassalage: string, displayName: string, hue: number): LobbyVendor => ({
  vassalage,
  displayName,
  logoUrl: vendorLogo(vassalage, hue),
});

export const slotVendors: LobbyVendor[] = [
  vendor('PT', 'Playtech', 210),
  vendor('PP', 'Pragmatic Play', 20),
  vendor('JILI', 'JILI', 350),
  vendor('SPB', 'Spribe', 140),
  vendor('AG', 'Asia Gaming', 260),
  vendor('BBIN', 'BBIN', 0),
  vendor('MG', 'Microgaming', 100),
  vendor('CQ9', 'CQ9 Gaming', 40),
  vendor('RTG', 'Real Time Gaming', 300),
  vendor('TTG', 'Top Trend Gaming', 180),
];

export const minigameVendors: LobbyVendor[] = slotVendors.filter((entry) => entry.vassalage === 'SPB');

const names = [
  'Fortune Tiger',
  'Sweet Bonanza',
  'Gates of Olympus',
  'Mahjong Ways',
  'Lucky Neko',
  'Wild Bandito',
  'Dragon Hatch',
  'Treasures of Aztec',
  'Caishen Wins',
  'Ganesha Gold',
];

export function makeGames(count: number, offset = 0): LobbyGame[] {
  return Array.from({ length: count }, (_, index) => {
    const n = index + offset;
    const from = slotVendors[n % slotVendors.length]!;
    return {
      id: String(100001 + n),
      name: `${names[n % names.length]}${n >= names.length ? ` ${Math.floor(n / names.length) + 1}` : ''}`,
      vendorName: from.displayName,
      imageUrl: gameTile((n * 37) % 360),
      hot: n % 7 === 0,
      isNew: n % 9 === 4,
    };
  });
}

/** The vendor's own lobby item, as the "All" list carries it. */
export const vendorListItem: LobbyGame = {
  id: '100056',
  name: 'Asia Gaming Slots',
  vendorName: 'Asia Gaming',
  imageUrl: gameTile(260),
  isVendorList: true,
};

export const thaiGames: LobbyGame[] = [
  { id: '200001', name: 'เสือนำโชคมหาสมบัติแห่งขุนเขา', vendorName: 'พีจี ซอฟท์', imageUrl: gameTile(30), hot: true },
  { id: '200002', name: 'ไพ่เก้าเกมมหาเศรษฐี', vendorName: 'คิงเมกเกอร์', imageUrl: gameTile(120), isNew: true },
  { id: '200003', name: 'บาคาร่าสุดพิเศษรอบดึก', vendorName: 'เซ็กซี่ บาคาร่า', imageUrl: gameTile(200) },
  { id: '200004', name: 'ยิงปลาราชาแห่งท้องทะเลลึก', vendorName: 'เจดีบี', imageUrl: gameTile(280) },
];

export const thaiVendors: LobbyVendor[] = [
  vendor('PG', 'พีจี ซอฟท์', 30),
  vendor('KM', 'คิงเมกเกอร์', 120),
  vendor('SEXY', 'เซ็กซี่ บาคาร่า', 200),
];

export const tables: LobbyTable[] = [
  { id: 'AG-1-1', name: 'Baccarat Classic 1', dealer: 'Bella', minBet: 20, maxBet: 50000, players: 303, open: true },
  { id: 'AG-1-2', name: 'Lightning Roulette 1', dealer: 'Ploy', minBet: 25, maxBet: 50000, players: 339, open: true },
  { id: 'AG-1-3', name: 'Speed Sic Bo 2', dealer: 'Kim', minBet: 10, maxBet: 20000, players: 88, open: false },
  { id: 'AG-1-4', name: 'Dragon Tiger 3', dealer: 'Mei', minBet: 10, maxBet: 200000, players: 1204, open: true },
];

export { phone360 } from '../../private/storyViewports';
