// What the sandbox's operator has published: promotions, banners for every route group, player notices, popups
// and help texts, in English with Thai versions (spec: TY and EN). Times are relative to the seed time.
// The art routes read the banner and promotion titles from here, so an image always shows its item's title.
import { ASSETS_PATH } from './contentConstants.ts';
import {
  HOSTILE_FRAME_HTML,
  HOSTILE_IMAGE_HTML,
  HOSTILE_MUTATION_HTML,
  HOSTILE_SCRIPT_HTML,
  HOSTILE_STYLE_HTML,
  HOSTILE_TITLE,
} from './hostileHtml.ts';
import { seededRandom } from '../random.ts';

export type Audience = 'all' | 'members' | 'visitors';
/** English always; Thai where the operator translated it. */
export interface Text {
  en: string;
  th?: string;
}

/** A publishing window in days relative to the seed time (negative start: not yet started). */
export interface Window {
  startDaysAgo: number;
  /** Days after the seed time at which it ends; negative: already ended; null: no end. */
  endInDays: number | null;
}

export const PROMOTION_CATEGORIES = ['new_player', 'deposit', 'rebate', 'vip', 'daily', 'special'] as const;
export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];

export interface PromotionSeed extends Window {
  id: number;
  category: PromotionCategory;
  audience: Audience;
  title: Text;
  content: Text;
}

export const BANNER_GROUPS = [
  'home',
  'rng',
  'live',
  'fish',
  'pvp',
  'sports',
  'esports',
  'lott',
  'down',
  'promotion',
  'shop',
  'help',
  'reg',
  'w_reg',
] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];

export type BannerLinkage =
  | { type: 'NONE' }
  | { type: 'ROUTE' | 'URL'; url: string }
  | { type: 'PROMOTION'; promotionId: number }
  | { type: 'GAME'; vassalage: string; gameType: string; gameCode?: string };

export interface BannerSeed {
  group: BannerGroup;
  audience: Audience;
  title: Text;
  /** The smaller line of the banner art. */
  tagline: string;
  linkage: BannerLinkage;
}

export type NoticeType = 'PL' | 'PU' | 'H';

export interface NoticeSeed extends Window {
  type: NoticeType;
  audience: Audience;
  title: Text;
  content: Text;
  /** Lower first; equal ones newest first. */
  sortOrder: number;
}

/** Published a month before the seed time, with no end. */
export const ALWAYS: Window = { startDaysAgo: 30, endInDays: null };

export const promotionImageUrl = (id: number) => `${ASSETS_PATH}/PROMO/${id}.png`;
export const bannerImageUrl = (group: BannerGroup, n: number) => `${ASSETS_PATH}/BANNER/${group}/${n}.png`;

interface PromotionPage {
  intro: string;
  steps: string[];
  table?: { head: [string, string]; rows: [string, string][] };
  terms: string[];
}

/** The rich HTML of a promotion page: its image, an intro, steps, an optional table and the terms. */
function promotionHtml(id: number, page: PromotionPage, headings = { steps: 'How to join', terms: 'Terms' }): string {
  const table = page.table
    ? `<table><thead><tr><th>${page.table.head[0]}</th><th>${page.table.head[1]}</th></tr></thead><tbody>${page.table.rows
        .map(([a, b]) => `<tr><td>${a}</td><td>${b}</td></tr>`)
        .join('')}</tbody></table>`
    : '';
  return [
    `<p><img src="${promotionImageUrl(id)}" alt="" width="960" height="480"></p>`,
    `<p>${page.intro}</p>`,
    `<h3>${headings.steps}</h3><ol>${page.steps.map((s) => `<li>${s}</li>`).join('')}</ol>`,
    table,
    `<h3>${headings.terms}</h3><ul>${page.terms.map((t) => `<li>${t}</li>`).join('')}</ul>`,
  ].join('');
}

const GENERAL_TERMS = [
  'One claim per member, household, IP address and payment account.',
  'The management may change or end this promotion at any time.',
  'Bets on both sides of the same event do not count towards turnover.',
];

export const PROMOTIONS: readonly PromotionSeed[] = [
  {
    id: 1,
    category: 'new_player',
    audience: 'all',
    ...ALWAYS,
    title: { en: 'Welcome bonus 100% up to 1,000 THB', th: 'โบนัสต้อนรับ 100% สูงสุด 1,000 บาท' },
    content: {
      en: promotionHtml(1, {
        intro: 'New members double their <b>first deposit</b>, up to <strong>1,000 THB</strong>.',
        steps: ['Register an account.', 'Deposit at least 100 THB.', 'Claim the bonus in the reward centre.'],
        table: {
          head: ['Deposit', 'Bonus'],
          rows: [
            ['100 THB', '100 THB'],
            ['500 THB', '500 THB'],
            ['1,000 THB or more', '1,000 THB'],
          ],
        },
        terms: ['Turnover of 10 times the deposit and bonus before withdrawal.', ...GENERAL_TERMS],
      }),
      th: promotionHtml(
        1,
        {
          intro: 'สมาชิกใหม่รับโบนัส <b>ฝากครั้งแรก</b> เป็นสองเท่า สูงสุด <strong>1,000 บาท</strong>',
          steps: ['สมัครสมาชิก', 'ฝากเงินขั้นต่ำ 100 บาท', 'กดรับโบนัสที่ศูนย์รางวัล'],
          table: {
            head: ['ยอดฝาก', 'โบนัส'],
            rows: [
              ['100 บาท', '100 บาท'],
              ['500 บาท', '500 บาท'],
              ['1,000 บาทขึ้นไป', '1,000 บาท'],
            ],
          },
          terms: ['ทำยอดเทิร์นโอเวอร์ 10 เท่าของยอดฝากและโบนัสก่อนถอน', 'จำกัดหนึ่งสิทธิ์ต่อหนึ่งสมาชิก'],
        },
        { steps: 'วิธีเข้าร่วม', terms: 'เงื่อนไข' },
      ),
    },
  },
  {
    id: 2,
    category: 'new_player',
    audience: 'all',
    ...ALWAYS,
    title: { en: 'First deposit: 50 free spins', th: 'ฝากครั้งแรก รับฟรีสปิน 50 ครั้ง' },
    content: {
      en: promotionHtml(2, {
        intro: 'Deposit for the first time and get <b>50 free spins</b> on selected slots.',
        steps: ['Deposit at least 300 THB.', 'Open any PT or CQ9 slot.', 'Your spins are waiting in the game.'],
        terms: ['Spins expire after 7 days.', 'Winnings from spins need 5 times turnover.', ...GENERAL_TERMS],
      }),
    },
  },
  {
    id: 3,
    category: 'new_player',
    audience: 'all',
    ...ALWAYS,
    title: { en: 'Download the app, get 5 THB free', th: 'ดาวน์โหลดแอป รับฟรี 5 บาท' },
    content: {
      en: promotionHtml(3, {
        intro: 'Install our app for Android or iOS and receive <b>5 baht</b> free.',
        steps: ['Open the <a href="/down">download page</a>.', 'Install the app and log in.', 'The bonus arrives.'],
        terms: ['Withdrawable after 1 times turnover.', 'Each user can claim it once per activity.', ...GENERAL_TERMS],
      }),
      th: promotionHtml(
        3,
        {
          intro: 'ติดตั้งแอปสำหรับ Android หรือ iOS รับฟรี <b>5 บาท</b>',
          steps: ['เปิด<a href="/down">หน้าดาวน์โหลด</a>', 'ติดตั้งแอปแล้วเข้าสู่ระบบ', 'รับโบนัสทันที'],
          terms: ['ถอนได้เมื่อทำเทิร์นโอเวอร์ 1 เท่า', 'รับได้หนึ่งครั้งต่อผู้ใช้ต่อกิจกรรม'],
        },
        { steps: 'วิธีเข้าร่วม', terms: 'เงื่อนไข' },
      ),
    },
  },
  {
    id: 4,
    category: 'new_player',
    audience: 'visitors',
    ...ALWAYS,
    title: { en: 'Register by mobile: extra 100 THB', th: 'สมัครด้วยเบอร์มือถือ รับเพิ่ม 100 บาท' },
    content: {
      en: promotionHtml(4, {
        intro: 'Sign up with your <b>mobile number</b> and get 100 THB on top of the welcome bonus.',
        steps: ['Choose mobile registration.', 'Enter the SMS code.', 'Make your first deposit.'],
        terms: ['Thai mobile numbers only.', ...GENERAL_TERMS],
      }),
    },
  },
  {
    id: 5,
    category: 'deposit',
    audience: 'all',
    ...ALWAYS,
    title: { en: 'Daily reload bonus 10%', th: 'โบนัสเติมเงินรายวัน 10%' },
    content: {
      en: promotionHtml(5, {
        intro: 'Every day, your first deposit earns <b>10%</b> extra, up to 500 THB.',
        steps: ['Deposit at least 200 THB.', 'Claim before you place a bet.'],
        table: {
          head: ['Day', 'Bonus'],
          rows: [
            ['Monday to Friday', '10%'],
            ['Saturday and Sunday', '12%'],
          ],
        },
        terms: ['Turnover of 5 times the bonus.', ...GENERAL_TERMS],
      }),
    },
  },
  {
    id: 6,
    category: 'deposit',
    audience: 'all',
    ...ALWAYS,
    title: { en: 'Sports first deposit 100%', th: 'ฝากครั้งแรกกีฬา รับ 100%' },
    content: {
      en: promotionHtml(6, {
        intro: 'Bet on football, basketball and more with a <b>100%</b> first deposit bonus.',
        steps: ['Transfer to the sports wallet.', 'Claim the bonus.', 'Bet on odds of 1.5 or more.'],
        terms: ['Maximum bonus 2,000 THB.', 'Turnover of 12 times.', ...GENERAL_TERMS],
      }),
    },
  },
  {
    id: 7,
    category: 'rebate',
    audience: 'all',
    ...ALWAYS,
    title: { en: 'Live casino cashback 0.8%', th: 'คืนยอดเสียคาสิโนสด 0.8%' },
    content: {
      en: promotionHtml(7, {
        intro: 'Play baccarat, roulette and dragon tiger and get <b>0.8%</b> of your valid bets back every day.',
        steps: ['Play any live casino game.', 'The rebate is paid by 12:00 the next day.'],
        table: {
          head: ['Valid bets', 'Rebate'],
          rows: [
            ['up to 100,000 THB', '0.6%'],
            ['above 100,000 THB', '0.8%'],
          ],
        },
        terms: ['Max bet 200,000 per stick.', ...GENERAL_TERMS],
      }),
    },
  },
  {
    id: 8,
    category: 'rebate',
    audience: 'all',
    ...ALWAYS,
    title: { en: 'Slots rebate up to 1.2% every day', th: 'คืนค่าคอมสล็อตสูงสุด 1.2% ทุกวัน' },
    content: {
      en: promotionHtml(8, {
        intro: 'The more you spin, the more comes back: up to <b>1.2%</b> of slot turnover.',
        steps: ['Spin any slot.', 'Rebates are credited daily with no turnover required.'],
        terms: GENERAL_TERMS,
      }),
    },
  },
  {
    id: 9,
    category: 'rebate',
    audience: 'all',
    ...ALWAYS,
    title: { en: 'Lottery rebate 8%', th: 'คืนยอดแทงหวย 8%' },
    content: {
      en: promotionHtml(9, {
        intro: 'Every lottery ticket earns back <b>8%</b>, win or lose.',
        steps: ['Buy tickets in the <a href="/elott">lottery lobby</a>.', 'The rebate is paid after each draw.'],
        terms: GENERAL_TERMS,
      }),
    },
  },
  {
    id: 10,
    category: 'vip',
    audience: 'members',
    ...ALWAYS,
    title: { en: 'VIP reload bonus 15%', th: 'โบนัสเติมเงิน VIP 15%' },
    content: {
      en: promotionHtml(10, {
        intro: 'Gold members and above get <b>15%</b> on every reload, once a day.',
        steps: ['Reach Gold level.', 'Deposit at least 1,000 THB.', 'Claim in the reward centre.'],
        table: {
          head: ['Level', 'Bonus'],
          rows: [
            ['Gold', '15%'],
            ['Platinum', '18%'],
            ['Diamond', '20%'],
          ],
        },
        terms: ['Turnover of 8 times the bonus.', ...GENERAL_TERMS],
      }),
    },
  },
  {
    id: 11,
    category: 'vip',
    audience: 'members',
    ...ALWAYS,
    title: { en: 'VIP birthday gift', th: 'ของขวัญวันเกิดสมาชิก VIP' },
    content: {
      en: promotionHtml(11, {
        intro: 'Happy birthday! VIP members receive a <b>gift of up to 8,888 THB</b> in their birthday month.',
        steps: ['Check that your birthday is in your profile.', 'The gift arrives on the first day of the month.'],
        terms: ['Profile birthdays cannot be changed after the gift is paid.', ...GENERAL_TERMS],
      }),
    },
  },
  {
    id: 12,
    category: 'daily',
    audience: 'all',
    ...ALWAYS,
    title: { en: 'Daily mission lucky draw', th: 'ภารกิจรายวัน ลุ้นรางวัล' },
    content: {
      en: promotionHtml(12, {
        intro: 'Finish three missions a day and enter the <b>lucky draw</b> at 21:00.',
        steps: ['Open the mission list.', 'Complete any three missions.', 'Watch the draw live.'],
        terms: GENERAL_TERMS,
      }),
    },
  },
  {
    id: 13,
    category: 'special',
    audience: 'all',
    ...ALWAYS,
    title: { en: 'Slot tournament: 1,000,000 THB prize pool', th: 'ทัวร์นาเมนต์สล็อต เงินรางวัลรวม 1,000,000 บาท' },
    content: {
      en: promotionHtml(13, {
        intro: 'Climb the leaderboard with your biggest win multiplier.',
        steps: ['Spin any tournament slot.', 'Your best multiplier counts.', 'Top 100 share the prize pool.'],
        table: {
          head: ['Rank', 'Prize'],
          rows: [
            ['1', '200,000 THB'],
            ['2 to 10', '50,000 THB'],
            ['11 to 100', '3,333 THB'],
          ],
        },
        terms: GENERAL_TERMS,
      }),
    },
  },
  {
    id: 14,
    category: 'special',
    audience: 'all',
    ...ALWAYS,
    title: { en: 'Esports weekend bonus', th: 'โบนัสอีสปอร์ตสุดสัปดาห์' },
    content: {
      en: promotionHtml(14, {
        intro: 'Bet on the weekend majors and get a <b>30%</b> bonus on your first esports bet.',
        steps: ['Place an esports bet on Saturday or Sunday.', 'The bonus follows on Monday.'],
        terms: ['Maximum bonus 1,500 THB.', ...GENERAL_TERMS],
      }),
    },
  },
  {
    id: 15,
    category: 'special',
    audience: 'all',
    ...ALWAYS,
    title: { en: 'Invite friends, earn 20% together', th: 'ชวนเพื่อน รับ 20%' },
    content: {
      en: promotionHtml(15, {
        intro: 'Share your referral link and earn <b>20%</b> of your friends&#39; first deposit.',
        steps: ['Copy your link from "Invite friends".', 'Your friend registers and deposits.'],
        terms: ['Friends must be new members.', ...GENERAL_TERMS],
      }),
    },
  },
  {
    id: 16,
    category: 'special',
    audience: 'all',
    ...ALWAYS,
    title: { en: 'Zalo reward up to 131K', th: 'รางวัล Zalo สูงสุด 131K' },
    content: {
      en: promotionHtml(16, {
        intro: 'Follow our Zalo channel and receive a reward of <b>up to 131K</b>.',
        steps: ['Follow the channel.', 'Send your account name.', 'The reward arrives within a day.'],
        terms: GENERAL_TERMS,
      }),
    },
  },
  {
    id: 17,
    category: 'special',
    audience: 'all',
    ...ALWAYS,
    title: { en: 'Lucky wheel weekend', th: 'วงล้อนำโชคสุดสัปดาห์' },
    content: { en: HOSTILE_SCRIPT_HTML + HOSTILE_STYLE_HTML },
  },
  {
    id: 18,
    category: 'special',
    audience: 'all',
    startDaysAgo: 120,
    endInDays: -60,
    title: { en: 'Songkran splash bonus', th: 'โบนัสสงกรานต์' },
    content: { en: '<p>This promotion has ended.</p>' },
  },
  {
    id: 19,
    category: 'special',
    audience: 'all',
    startDaysAgo: -10,
    endInDays: 40,
    title: { en: 'Year-end mega bonus', th: 'โบนัสใหญ่ส่งท้ายปี' },
    content: { en: '<p>Coming soon.</p>' },
  },
];

export const BANNERS: readonly BannerSeed[] = [
  {
    group: 'home',
    audience: 'visitors',
    title: { en: 'Welcome bonus up to 1,000 THB', th: 'โบนัสต้อนรับสูงสุด 1,000 บาท' },
    tagline: 'Register today and double your first deposit',
    linkage: { type: 'PROMOTION', promotionId: 1 },
  },
  {
    group: 'home',
    audience: 'all',
    title: { en: 'Live casino: max bet 200,000 per stick', th: 'คาสิโนสด เดิมพันสูงสุด 200,000 ต่อไม้' },
    tagline: 'Real dealers around the clock',
    linkage: { type: 'ROUTE', url: '/live' },
  },
  {
    group: 'home',
    audience: 'members',
    title: { en: 'VIP reload bonus 15%', th: 'โบนัสเติมเงิน VIP 15%' },
    tagline: 'For Gold members and above',
    linkage: { type: 'PROMOTION', promotionId: 10 },
  },
  {
    group: 'home',
    audience: 'all',
    title: { en: 'Deposits and withdrawals in about 3 seconds', th: 'ฝากถอนภายใน 3 วินาที' },
    tagline: 'Support 24 hours a day',
    linkage: { type: 'NONE' },
  },
  {
    group: 'rng',
    audience: 'all',
    title: { en: 'Slot tournament: 1,000,000 THB', th: 'ทัวร์นาเมนต์สล็อต 1,000,000 บาท' },
    tagline: 'Climb the leaderboard',
    linkage: { type: 'PROMOTION', promotionId: 13 },
  },
  {
    group: 'rng',
    audience: 'all',
    title: { en: 'New slots from PT', th: 'สล็อตใหม่จาก PT' },
    tagline: 'Play the latest releases',
    linkage: { type: 'GAME', vassalage: 'PT', gameType: 'RNG' },
  },
  {
    group: 'rng',
    audience: 'all',
    title: { en: 'Free spins every Friday', th: 'ฟรีสปินทุกวันศุกร์' },
    tagline: 'Log in on Friday to collect',
    linkage: { type: 'NONE' },
  },
  {
    group: 'live',
    audience: 'all',
    title: { en: 'Baccarat with real dealers', th: 'บาคาร่ากับดีลเลอร์ตัวจริง' },
    tagline: 'AG live studio',
    linkage: { type: 'GAME', vassalage: 'AG', gameType: 'LIVE' },
  },
  {
    group: 'live',
    audience: 'all',
    title: { en: 'Live casino cashback 0.8%', th: 'คืนยอดเสียคาสิโนสด 0.8%' },
    tagline: 'Paid every day',
    linkage: { type: 'PROMOTION', promotionId: 7 },
  },
  {
    group: 'fish',
    audience: 'all',
    title: { en: 'Fish hunter jackpot', th: 'แจ็คพอตยิงปลา' },
    tagline: 'Catch the golden dragon',
    linkage: { type: 'GAME', vassalage: 'CQ9', gameType: 'FISH' },
  },
  {
    group: 'fish',
    audience: 'all',
    title: { en: 'Bigger fish, bigger wins', th: 'ปลายิ่งใหญ่ รางวัลยิ่งมาก' },
    tagline: 'New rooms every week',
    linkage: { type: 'NONE' },
  },
  {
    group: 'pvp',
    audience: 'all',
    title: { en: 'Card games with friends', th: 'เกมไพ่กับเพื่อน' },
    tagline: 'Niuniu, ZJH and more',
    linkage: { type: 'GAME', vassalage: 'KY', gameType: 'PVP' },
  },
  {
    group: 'pvp',
    audience: 'all',
    title: { en: 'Weekly poker leaderboard', th: 'ตารางอันดับโป๊กเกอร์รายสัปดาห์' },
    tagline: 'See all promotions',
    linkage: { type: 'ROUTE', url: '/promotions' },
  },
  {
    group: 'sports',
    audience: 'all',
    title: { en: 'Sports first deposit 100%', th: 'ฝากครั้งแรกกีฬา 100%' },
    tagline: 'Up to 2,000 THB',
    linkage: { type: 'PROMOTION', promotionId: 6 },
  },
  {
    group: 'sports',
    audience: 'all',
    title: { en: 'Odds boost on Thai League', th: 'เพิ่มราคาต่อรองไทยลีก' },
    tagline: 'Every match day',
    linkage: { type: 'GAME', vassalage: 'SBT', gameType: 'SPORTS' },
  },
  {
    group: 'sports',
    audience: 'all',
    title: { en: 'Live scores and results', th: 'ผลบอลสด' },
    tagline: 'Follow every match',
    linkage: { type: 'URL', url: 'https://example.com/live-scores' },
  },
  {
    group: 'esports',
    audience: 'all',
    title: { en: 'Esports weekend bonus', th: 'โบนัสอีสปอร์ตสุดสัปดาห์' },
    tagline: '30% on your first esports bet',
    linkage: { type: 'PROMOTION', promotionId: 14 },
  },
  {
    group: 'esports',
    audience: 'all',
    title: { en: 'Bet on the major finals', th: 'เดิมพันรอบชิงชนะเลิศ' },
    tagline: 'All the big tournaments',
    linkage: { type: 'ROUTE', url: '/esports' },
  },
  {
    group: 'lott',
    audience: 'all',
    title: { en: 'Thai lottery pays up to 900 times', th: 'หวยไทยจ่ายสูงสุด 900 เท่า' },
    tagline: 'Draws on the 1st and 16th',
    linkage: { type: 'ROUTE', url: '/lottery' },
  },
  {
    group: 'lott',
    audience: 'all',
    title: { en: 'Lottery rebate 8%', th: 'คืนยอดแทงหวย 8%' },
    tagline: 'Win or lose',
    linkage: { type: 'PROMOTION', promotionId: 9 },
  },
  {
    group: 'lott',
    audience: 'all',
    title: { en: 'Draws every few minutes', th: 'ออกผลทุกไม่กี่นาที' },
    tagline: 'E-lottery lobby',
    linkage: { type: 'ROUTE', url: '/elott' },
  },
  {
    group: 'down',
    audience: 'all',
    title: { en: 'Download the app, get 5 THB', th: 'ดาวน์โหลดแอป รับ 5 บาท' },
    tagline: 'Android and iOS',
    linkage: { type: 'PROMOTION', promotionId: 3 },
  },
  {
    group: 'down',
    audience: 'all',
    title: { en: 'Play anywhere', th: 'เล่นได้ทุกที่' },
    tagline: 'Fast on any phone',
    linkage: { type: 'NONE' },
  },
  {
    group: 'promotion',
    audience: 'all',
    title: { en: 'All promotions in one place', th: 'โปรโมชั่นทั้งหมดในที่เดียว' },
    tagline: 'New offers every week',
    linkage: { type: 'NONE' },
  },
  {
    group: 'promotion',
    audience: 'members',
    title: { en: 'VIP birthday gift', th: 'ของขวัญวันเกิด VIP' },
    tagline: 'Up to 8,888 THB',
    linkage: { type: 'PROMOTION', promotionId: 11 },
  },
  {
    group: 'promotion',
    audience: 'all',
    title: { en: 'Invite friends, earn 20%', th: 'ชวนเพื่อน รับ 20%' },
    tagline: 'Share your link',
    linkage: { type: 'PROMOTION', promotionId: 15 },
  },
  {
    group: 'shop',
    audience: 'all',
    title: { en: 'Points never expire', th: 'คะแนนไม่มีวันหมดอายุ' },
    tagline: 'Collect points with every bet',
    linkage: { type: 'NONE' },
  },
  {
    group: 'shop',
    audience: 'all',
    title: { en: 'Redeem points for gadgets', th: 'แลกคะแนนรับของรางวัล' },
    tagline: 'Visit the points mall',
    linkage: { type: 'ROUTE', url: '/pointMall' },
  },
  {
    group: 'help',
    audience: 'all',
    title: { en: 'Customer support 24 hours', th: 'บริการลูกค้า 24 ชั่วโมง' },
    tagline: 'We are here to help',
    linkage: { type: 'NONE' },
  },
  {
    group: 'help',
    audience: 'all',
    title: { en: 'How to deposit', th: 'วิธีฝากเงิน' },
    tagline: 'Step by step',
    linkage: { type: 'ROUTE', url: '/help' },
  },
  {
    group: 'reg',
    audience: 'all',
    title: { en: 'Register now: up to 1,000 THB', th: 'สมัครวันนี้ รับสูงสุด 1,000 บาท' },
    tagline: 'Welcome bonus for new members',
    linkage: { type: 'PROMOTION', promotionId: 1 },
  },
  {
    group: 'reg',
    audience: 'all',
    title: { en: 'One account for every game', th: 'บัญชีเดียว เล่นได้ทุกเกม' },
    tagline: 'Get the app',
    linkage: { type: 'ROUTE', url: '/down' },
  },
  {
    group: 'w_reg',
    audience: 'all',
    title: { en: 'New player welcome pack', th: 'แพ็กต้อนรับผู้เล่นใหม่' },
    tagline: 'Bonus, free spins and more',
    linkage: { type: 'PROMOTION', promotionId: 2 },
  },
  {
    group: 'w_reg',
    audience: 'all',
    title: { en: 'Safe and fast withdrawals', th: 'ถอนเงินปลอดภัยและรวดเร็ว' },
    tagline: 'About 3 seconds',
    linkage: { type: 'NONE' },
  },
  {
    group: 'w_reg',
    audience: 'all',
    title: { en: 'Zalo reward up to 131K', th: 'รางวัล Zalo สูงสุด 131K' },
    tagline: 'Follow our channel',
    linkage: { type: 'URL', url: 'https://example.com/zalo-reward' },
  },
];

/** The vendors whose maintenance makes most of the player notices (spec §3 vendor codes). */
const MAINTENANCE_VENDORS = ['AG', 'PT', 'CQ9', 'BBIN', 'DG', 'EA', 'MG', 'PNG', 'SBT', 'IBC', 'KY', 'TTG'];
/** Fixed seed: the same notices on every fresh database. */
const MAINTENANCE_SEED = 0x5eed_0006;

function maintenanceNotices(): NoticeSeed[] {
  const random = seededRandom(MAINTENANCE_SEED);
  return MAINTENANCE_VENDORS.map((vendor, i) => {
    const hours = 1 + Math.floor(random() * 4);
    const startHour = String(Math.floor(random() * 6)).padStart(2, '0');
    return {
      type: 'PL',
      audience: 'all',
      sortOrder: 0,
      startDaysAgo: 9 + i * 2 + Math.round(random() * 10) / 10,
      endInDays: null,
      title: { en: `Scheduled maintenance: ${vendor}`, th: `แจ้งปิดปรับปรุงระบบ ${vendor}` },
      content: {
        en:
          `<p>The <b>${vendor}</b> games will be under scheduled maintenance for about ${hours} hours from ` +
          `${startHour}:00 (GMT+7).</p><p>Balances in the ${vendor} wallet are safe; transfer them back to the ` +
          'main wallet after the work ends. Thank you for your patience.</p>',
        th:
          `<p>เกม <b>${vendor}</b> จะปิดปรับปรุงระบบตามกำหนดประมาณ ${hours} ชั่วโมง ตั้งแต่เวลา ${startHour}:00 น. ` +
          `(GMT+7)</p><p>ยอดเงินในกระเป๋า ${vendor} ปลอดภัย ขออภัยในความไม่สะดวก</p>`,
      },
    };
  });
}

const PLAYER_NOTICES: NoticeSeed[] = [
  {
    type: 'PL',
    audience: 'all',
    sortOrder: -1,
    startDaysAgo: 0.5,
    endInDays: null,
    title: { en: 'Welcome to our new site', th: 'ยินดีต้อนรับสู่เว็บไซต์ใหม่' },
    content: {
      en:
        '<p>Our new site is <b>faster on every phone</b>. What is new:</p><ul><li>Game search in every lobby</li>' +
        '<li>Favourites and recent games</li><li>A lottery lobby with live results</li></ul>' +
        '<p>Questions? Our <a href="/help">help centre</a> and 24-hour support are ready.</p>',
      th:
        '<p>เว็บไซต์ใหม่ของเรา <b>เร็วขึ้นบนทุกโทรศัพท์</b> สิ่งที่ใหม่:</p><ul><li>ค้นหาเกมได้ทุกล็อบบี้</li>' +
        '<li>เกมโปรดและเกมล่าสุด</li><li>ล็อบบี้หวยพร้อมผลสด</li></ul><p>มีคำถาม? ดูที่<a href="/help">ศูนย์ช่วยเหลือ</a></p>',
    },
  },
  {
    type: 'PL',
    audience: 'all',
    sortOrder: 0,
    startDaysAgo: 1,
    endInDays: null,
    title: { en: 'Deposit channels updated', th: 'อัปเดตช่องทางการฝากเงิน' },
    content: {
      en:
        '<p>Please check the <b>latest bank account</b> on the deposit page before every transfer. ' +
        'Deposits to an old account cannot be credited.</p>',
      th: '<p>กรุณาตรวจสอบ<b>บัญชีธนาคารล่าสุด</b>ในหน้าฝากเงินก่อนโอนทุกครั้ง</p>',
    },
  },
  {
    type: 'PL',
    audience: 'all',
    sortOrder: 0,
    startDaysAgo: 2,
    endInDays: null,
    title: { en: 'Withdrawal times this week', th: 'ระยะเวลาการถอนเงินสัปดาห์นี้' },
    content: {
      en: '<p>Withdrawals take about <b>5 minutes</b> this week because of bank upgrades.</p>',
    },
  },
  {
    type: 'PL',
    audience: 'visitors',
    sortOrder: 0,
    startDaysAgo: 2.5,
    endInDays: null,
    title: { en: 'Register today and claim 1,000 THB', th: 'สมัครวันนี้ รับ 1,000 บาท' },
    content: {
      en: '<p>New members get a <b>100% welcome bonus</b>. <a href="/register">Register now</a>.</p>',
      th: '<p>สมาชิกใหม่รับ<b>โบนัสต้อนรับ 100%</b> <a href="/register">สมัครเลย</a></p>',
    },
  },
  {
    type: 'PL',
    audience: 'all',
    sortOrder: 0,
    startDaysAgo: 3,
    endInDays: null,
    title: { en: 'Beware of fake websites', th: 'ระวังเว็บไซต์ปลอม' },
    content: {
      en:
        '<p>We will <b>never</b> ask for your password or OTP by phone or chat. Only log in on our ' +
        'official addresses.</p><ol><li>Check the address bar.</li><li>Never share an OTP.</li></ol>',
      th: '<p>เรา<b>ไม่เคย</b>ขอรหัสผ่านหรือ OTP ทางโทรศัพท์หรือแชท</p>',
    },
  },
  {
    type: 'PL',
    audience: 'all',
    sortOrder: 0,
    startDaysAgo: 4,
    endInDays: null,
    title: { en: 'New fishing games from CQ9', th: 'เกมยิงปลาใหม่จาก CQ9' },
    content: {
      en:
        '<p>Three new fishing games are live.</p>' +
        `<p><img src="${ASSETS_PATH}/GAME_ICON/CQ9/DragonFishing.png" alt="Dragon Fishing" width="120"></p>`,
    },
  },
  {
    type: 'PL',
    audience: 'members',
    sortOrder: 0,
    startDaysAgo: 5,
    endInDays: null,
    title: { en: 'VIP upgrade rules', th: 'กฎการเลื่อนระดับ VIP' },
    content: {
      en:
        '<p>Your VIP level is reviewed on the <b>1st of every month</b>.</p><table><thead><tr><th>Level</th>' +
        '<th>Monthly valid bets</th></tr></thead><tbody><tr><td>Silver</td><td>50,000 THB</td></tr>' +
        '<tr><td>Gold</td><td>200,000 THB</td></tr><tr><td>Platinum</td><td>1,000,000 THB</td></tr></tbody></table>',
    },
  },
  {
    type: 'PL',
    audience: 'all',
    sortOrder: 0,
    startDaysAgo: 6,
    endInDays: null,
    title: { en: 'Holiday hours of customer service', th: 'เวลาทำการฝ่ายบริการลูกค้าช่วงวันหยุด' },
    content: { en: '<p>Live chat stays open <b>24 hours</b> during the holidays; phone support closes at 22:00.</p>' },
  },
  {
    type: 'PL',
    audience: 'members',
    sortOrder: 0,
    startDaysAgo: 7,
    endInDays: null,
    title: { en: 'Your account security checklist', th: 'รายการตรวจสอบความปลอดภัยบัญชี' },
    content: {
      en:
        '<ul><li>Set a payment password.</li><li>Bind your mobile number.</li>' +
        '<li>Change your password every 90 days.</li></ul>',
    },
  },
  {
    type: 'PL',
    audience: 'all',
    sortOrder: 0,
    startDaysAgo: 8,
    endInDays: null,
    title: { en: 'Play responsibly', th: 'เล่นอย่างมีความรับผิดชอบ' },
    content: { en: '<p>Set limits and take breaks. Players must be <b>18 or older</b>.</p>' },
  },
  {
    type: 'PL',
    audience: 'all',
    sortOrder: 0,
    startDaysAgo: 1.5,
    endInDays: null,
    title: { en: 'Lucky wheel is back', th: 'วงล้อนำโชคกลับมาแล้ว' },
    content: { en: HOSTILE_SCRIPT_HTML },
  },
  {
    type: 'PL',
    audience: 'all',
    sortOrder: 0,
    startDaysAgo: 3.5,
    endInDays: null,
    title: { en: 'Photos from the VIP party', th: 'ภาพบรรยากาศงานปาร์ตี้ VIP' },
    content: { en: HOSTILE_IMAGE_HTML },
  },
  {
    type: 'PL',
    audience: 'all',
    sortOrder: 0,
    startDaysAgo: 4.5,
    endInDays: null,
    title: { en: 'Match highlights', th: 'ไฮไลต์การแข่งขัน' },
    content: { en: HOSTILE_FRAME_HTML },
  },
  {
    type: 'PL',
    audience: 'all',
    sortOrder: 0,
    startDaysAgo: 5.5,
    endInDays: null,
    title: { en: 'Deposit bonus today only', th: 'โบนัสเงินฝากวันนี้เท่านั้น' },
    content: { en: HOSTILE_STYLE_HTML },
  },
  {
    type: 'PL',
    audience: 'all',
    sortOrder: 0,
    startDaysAgo: 6.5,
    endInDays: null,
    title: { en: HOSTILE_TITLE },
    content: { en: HOSTILE_MUTATION_HTML },
  },
  ...maintenanceNotices(),
  {
    type: 'PL',
    audience: 'all',
    sortOrder: 0,
    startDaysAgo: 60,
    endInDays: -10,
    title: { en: 'Old notice that has ended', th: 'ประกาศเก่าที่หมดอายุแล้ว' },
    content: { en: '<p>This notice has ended.</p>' },
  },
  {
    type: 'PL',
    audience: 'all',
    sortOrder: 0,
    startDaysAgo: -3,
    endInDays: null,
    title: { en: 'Coming soon: a new lottery', th: 'เร็วๆ นี้: หวยใหม่' },
    content: { en: '<p>Not published yet.</p>' },
  },
];

const POPUPS: NoticeSeed[] = [
  {
    type: 'PU',
    audience: 'all',
    sortOrder: 1,
    ...ALWAYS,
    title: { en: 'Maintenance tonight 02:00 to 04:00', th: 'ปิดปรับปรุงระบบคืนนี้ 02:00 ถึง 04:00 น.' },
    content: {
      en: '<p>Deposits and withdrawals pause from <b>02:00 to 04:00 (GMT+7)</b>. Games stay open.</p>',
      th: '<p>งดฝากถอนตั้งแต่ <b>02:00 ถึง 04:00 น.</b> เกมยังเปิดให้บริการ</p>',
    },
  },
  {
    type: 'PU',
    audience: 'members',
    sortOrder: 2,
    ...ALWAYS,
    title: { en: 'Welcome back! Your VIP reload is ready', th: 'ยินดีต้อนรับกลับ! โบนัส VIP พร้อมแล้ว' },
    content: {
      en:
        `<p><img src="${promotionImageUrl(10)}" alt="VIP reload" width="480" height="240"></p>` +
        '<p>Claim <b>15%</b> on your next deposit. <a href="/promotions">See the promotion</a>.</p>',
    },
  },
  {
    type: 'PU',
    audience: 'visitors',
    sortOrder: 2,
    ...ALWAYS,
    title: { en: 'Register now and get up to 1,000 THB', th: 'สมัครตอนนี้ รับสูงสุด 1,000 บาท' },
    content: {
      en: `<p><img src="${promotionImageUrl(1)}" alt="Welcome bonus" width="480" height="240"></p><p><a href="/register">Register</a></p>`,
    },
  },
  {
    type: 'PU',
    audience: 'all',
    sortOrder: 3,
    ...ALWAYS,
    title: { en: 'Lucky draw tonight', th: 'ลุ้นรางวัลคืนนี้' },
    content: { en: HOSTILE_IMAGE_HTML + HOSTILE_MUTATION_HTML },
  },
];

const HELP_TEXTS: NoticeSeed[] = [
  {
    type: 'H',
    audience: 'all',
    sortOrder: 1,
    ...ALWAYS,
    title: { en: 'About us', th: 'เกี่ยวกับเรา' },
    content: {
      en: '<p>We offer lottery, slots, live casino, sports and more, with support <b>24 hours</b> a day.</p>',
      th: '<p>เราให้บริการหวย สล็อต คาสิโนสด กีฬา และอื่นๆ พร้อมบริการ <b>24 ชั่วโมง</b></p>',
    },
  },
  {
    type: 'H',
    audience: 'all',
    sortOrder: 2,
    ...ALWAYS,
    title: { en: 'Terms and conditions', th: 'ข้อกำหนดและเงื่อนไข' },
    content: {
      en:
        '<h3>User agreement</h3><ol><li>You must be 18 or older to register.</li>' +
        '<li>One account per person.</li><li>Bonuses follow the terms of each promotion.</li></ol>',
    },
  },
  {
    type: 'H',
    audience: 'all',
    sortOrder: 3,
    ...ALWAYS,
    title: { en: 'Privacy policy', th: 'นโยบายความเป็นส่วนตัว' },
    content: { en: '<p>We keep your data safe and never sell it. See what we collect and why below.</p>' },
  },
  {
    type: 'H',
    audience: 'all',
    sortOrder: 4,
    ...ALWAYS,
    title: { en: 'Responsible gaming', th: 'การเล่นอย่างมีความรับผิดชอบ' },
    content: { en: '<p>Set deposit limits, take breaks and ask support for self-exclusion at any time.</p>' },
  },
  {
    type: 'H',
    audience: 'all',
    sortOrder: 5,
    ...ALWAYS,
    title: { en: 'How to deposit', th: 'วิธีฝากเงิน' },
    content: {
      en: '<ol><li>Open the wallet.</li><li>Choose a channel.</li><li>Transfer and upload the slip.</li></ol>',
      th: '<ol><li>เปิดกระเป๋าเงิน</li><li>เลือกช่องทาง</li><li>โอนเงินและแนบสลิป</li></ol>',
    },
  },
  {
    type: 'H',
    audience: 'all',
    sortOrder: 6,
    ...ALWAYS,
    title: { en: 'How to withdraw', th: 'วิธีถอนเงิน' },
    content: { en: '<ol><li>Bind a bank account.</li><li>Enter the amount and payment password.</li></ol>' },
  },
  {
    type: 'H',
    audience: 'all',
    sortOrder: 7,
    ...ALWAYS,
    title: { en: 'Frequently asked questions', th: 'คำถามที่พบบ่อย' },
    content: {
      en:
        '<dl><dt>How long does a deposit take?</dt><dd>About 3 seconds.</dd>' +
        '<dt>Do points expire?</dt><dd>No, points have no expiration.</dd></dl>',
    },
  },
];

export const NOTICES: readonly NoticeSeed[] = [...PLAYER_NOTICES, ...POPUPS, ...HELP_TEXTS];

/** The banner shown at `n` (from 1) in its group's art address, if the operator published one. */
export function findBanner(group: BannerGroup, n: number): BannerSeed | undefined {
  return BANNERS.filter((b) => b.group === group)[n - 1];
}

export function findPromotion(id: number): PromotionSeed | undefined {
  return PROMOTIONS.find((p) => p.id === id);
}
