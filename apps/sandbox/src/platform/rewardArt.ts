// Placeholder art for the points-mall rewards, drawn by the server (no third-party images).
import type { Hono } from 'hono';
import type { Deps } from '../types.ts';
import { findReward } from './pointsStore.ts';

const ART_PREFIX = '/sandbox/points/rewards';
const ART_FILE = /^(\d{1,9})\.svg$/;
const ART_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  'x-content-type-options': 'nosniff',
  'cache-control': 'public, max-age=3600',
};

export function rewardImagePath(rewardId: number): string {
  return `${ART_PREFIX}/${rewardId}.svg`;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function rewardSvg(id: number, name: string, category: 'CASH' | 'ITEM'): string {
  // A stable hue per reward, so the same reward always looks the same.
  const hue = (id * 47) % 360;
  const emblem =
    category === 'CASH'
      ? '<circle cx="160" cy="82" r="42" fill="#f5c542" stroke="#b8860b" stroke-width="6"/><text x="160" y="98" font-size="44" text-anchor="middle" fill="#8a6100" font-family="sans-serif" font-weight="700">฿</text>'
      : '<rect x="118" y="58" width="84" height="64" rx="6" fill="#fff" opacity=".9"/><rect x="112" y="44" width="96" height="20" rx="4" fill="#fff"/><rect x="154" y="44" width="12" height="78" fill="#e04f5f"/>';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200" width="320" height="200" role="img" aria-label="${escapeXml(name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 55%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 70% 35%)"/></linearGradient></defs>
<rect width="320" height="200" fill="url(#g)"/>${emblem}
<text x="160" y="172" font-size="18" text-anchor="middle" fill="#fff" font-family="sans-serif">${escapeXml(name)}</text></svg>`;
}

export function mountRewardArt(app: Hono, { db }: Deps): void {
  app.get(`${ART_PREFIX}/:file`, async (c) => {
    const id = ART_FILE.exec(c.req.param('file'))?.[1];
    const reward = id === undefined ? null : await findReward(db, Number(id));
    if (!reward) return c.body(null, 404);
    return c.body(rewardSvg(reward.id, reward.name, reward.category), 200, ART_HEADERS);
  });
}
