/**
 * Story data for the content pages (never imported by components): promotions, help topics, rewards and lotteries,
 * with pictures drawn here so stories load no third-party art, and the hostile HTML the sandbox also serves.
 */
import type { LotteryListGame } from '../LotteryList';
import type { MallRedemption, MallRules } from '../PointMall';
import type { PromotionSummary } from '../PromotionList';
import type { MallReward } from '../RedeemDialog';

const svg = (body: string, width: number, height: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
  )}`;

/** A stand-in promotion banner (2:1). */
export function promotionArt(hue: number): string {
  return svg(
    `<rect width="640" height="320" fill="hsl(${hue} 55% 32%)"/><circle cx="500" cy="160" r="120" fill="hsl(${(hue + 50) % 360} 70% 55%)"/><rect x="40" y="120" width="300" height="28" rx="6" fill="hsl(${hue} 30% 85%)"/><rect x="40" y="170" width="200" height="20" rx="6" fill="hsl(${hue} 30% 75%)"/>`,
    640,
    320,
  );
}

/** A stand-in reward picture (8:5). */
export function rewardArt(hue: number): string {
  return svg(
    `<rect width="320" height="200" fill="hsl(${hue} 45% 40%)"/><rect x="110" y="50" width="100" height="100" rx="16" fill="hsl(${(hue + 40) % 360} 70% 65%)"/>`,
    320,
    200,
  );
}

/** Dates around the moment the story opens, so "starts later" and "until" stay true whenever it runs. */
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

export const promotions: PromotionSummary[] = [
  {
    id: 1,
    title: 'Welcome bonus 100% up to 1,000 THB',
    category: 'new_player',
    imageUrl: promotionArt(210),
    startTime: daysFromNow(-30),
    endTime: null,
  },
  {
    id: 3,
    title: 'Download the app, get 5 THB free',
    category: 'new_player',
    imageUrl: promotionArt(160),
    startTime: daysFromNow(-30),
    endTime: daysFromNow(38),
  },
  {
    id: 5,
    title: 'Daily reload bonus 10%',
    category: 'deposit',
    imageUrl: promotionArt(20),
    startTime: daysFromNow(-10),
    endTime: null,
  },
  {
    id: 7,
    title: 'Live casino cashback 0.8%',
    category: 'rebate',
    imageUrl: promotionArt(280),
    startTime: daysFromNow(-60),
    endTime: daysFromNow(9),
  },
  {
    id: 13,
    title: 'Slot tournament: 1,000,000 THB prize pool',
    category: 'special',
    imageUrl: promotionArt(340),
    startTime: daysFromNow(-2),
    endTime: daysFromNow(12),
  },
  {
    id: 19,
    title: 'Year-end mega bonus',
    category: 'special',
    imageUrl: promotionArt(45),
    startTime: daysFromNow(10),
    endTime: daysFromNow(40),
  },
];

export const thaiPromotions: PromotionSummary[] = [
  { ...promotions[0]!, title: 'โบนัสต้อนรับสมาชิกใหม่ 100% สูงสุด 1,000 บาท รับได้ทันทีหลังฝากเงินครั้งแรก' },
  { ...promotions[2]!, title: 'โบนัสเติมเงินรายวัน 10%' },
  { ...promotions[3]!, title: 'คืนยอดเสียคาสิโนสด 0.8% ทุกวัน' },
  { ...promotions[5]!, title: 'โบนัสใหญ่ส่งท้ายปี' },
];

/** Operator HTML that tries to run script and restyle the page, around real formatting (as the sandbox serves it). */
export const HOSTILE_HTML = [
  '<p><b>Big news!</b> Our <i>lucky wheel</i> is back this weekend.</p>',
  '<script>window.__hostileRan = true</script>',
  '<ul><li>Spin once per day</li><li>Prizes up to <strong>8,888 THB</strong></li></ul>',
  '<p>Read <a href="javascript:window.__hostileRan=true">the rules</a> or the <a href="/promotions">promotions page</a>.</p>',
  '<img src="x" onerror="window.__hostileRan = true">',
  '<iframe srcdoc="<script>parent.__hostileRan = true</script>"></iframe>',
  '<div style="position:fixed;inset:0;z-index:99999">Your session expired.</div>',
  '<form action="javascript:alert(1)"><input name="otp" placeholder="Enter your OTP"><button>Claim</button></form>',
].join('');

export const promotionHtml = [
  `<p><img src="${promotionArt(210)}" alt="" width="640" height="320"></p>`,
  '<p>Make your first deposit and we double it: <b>100%</b> up to <b>1,000 THB</b>.</p>',
  '<h3>How to join</h3><ol><li>Register an account.</li><li>Deposit at least 100 THB.</li><li>The bonus arrives within 5 minutes.</li></ol>',
  '<h3>Terms</h3><table><tr><th>Deposit</th><th>Bonus</th><th>Turnover</th></tr><tr><td>100 THB</td><td>100 THB</td><td>10×</td></tr><tr><td>1,000 THB</td><td>1,000 THB</td><td>10×</td></tr></table>',
].join('');

export const helpTopics = [
  {
    id: 1,
    code: 'about-us',
    title: 'About us',
    html: '<h2>About us</h2><p>We offer lottery, live casino, slots, sports and more, with <strong>24-hour</strong> support.</p>',
  },
  {
    id: 3,
    code: 'user-agreement',
    title: 'User agreement',
    html: '<ol><li>You must be 18 or older to play.</li><li>One account per person.</li></ol><p>Read our <a href="/help">terms</a> or <a href="javascript:window.__hostileRan=true">click here for a prize</a>.</p>',
  },
  {
    id: 5,
    code: 'privacy-policy',
    title: 'Terms and privacy policy',
    html: '<p>We keep your personal data only as long as the law requires.</p><img src="x" onerror="window.__hostileRan = true" alt="policy">',
  },
  {
    id: 7,
    code: 'deposit',
    title: 'How to deposit',
    html: '<p>Open <em>Deposit</em>, choose a channel, enter the amount and follow the steps.</p><script>window.__hostileRan = true</script><table><tr><th>Channel</th><th>Minimum</th></tr><tr><td>Bank transfer</td><td>100 THB</td></tr><tr><td>QR payment</td><td>50 THB</td></tr></table>',
  },
];

export const thaiHelpTopics = [
  {
    id: 2,
    code: 'about-us',
    title: 'เกี่ยวกับเรา',
    html: '<p>เราให้บริการหวย คาสิโนสด สล็อต กีฬา และอื่นๆ พร้อมบริการลูกค้าตลอด <strong>24 ชั่วโมง</strong></p>',
  },
  {
    id: 4,
    code: 'user-agreement',
    title: 'ข้อตกลงผู้ใช้งานและเงื่อนไขการให้บริการทั้งหมด',
    html: '<ol><li>ผู้เล่นต้องมีอายุ 18 ปีขึ้นไป</li><li>หนึ่งบัญชีต่อหนึ่งคน</li></ol>',
  },
  {
    id: 8,
    code: 'deposit',
    title: 'วิธีฝากเงิน',
    html: '<p>เปิดเมนู <em>ฝากเงิน</em> เลือกช่องทาง ใส่จำนวนเงิน แล้วทำตามขั้นตอน</p>',
  },
];

/** Whether a story's hostile HTML ran anything (its script, handlers and links set this flag). */
export const hostileRan = () => (window as { __hostileRan?: boolean }).__hostileRan === true;

export { phone360 } from '../../private/storyViewports';

const reward = (
  id: number,
  name: string,
  points: number,
  quantity: number,
  extra: Partial<MallReward> = {},
): MallReward => ({
  id,
  name,
  description: `${name}: sent to your in-site messages once approved.`,
  category: 'ITEM',
  points,
  amount: null,
  unit: 'pcs',
  quantity,
  imageUrl: rewardArt((id * 47) % 360),
  needsAddress: false,
  ...extra,
});

export const rewards: MallReward[] = [
  reward(1, 'Cash 10 THB', 1000, 500, {
    category: 'CASH',
    amount: 10,
    unit: 'THB',
    description: '10 THB credited to your main wallet once approved.',
  }),
  reward(2, 'Cash 50 THB', 4800, 300, {
    category: 'CASH',
    amount: 50,
    unit: 'THB',
    description: '50 THB credited to your main wallet once approved.',
  }),
  reward(5, 'Coffee voucher', 1500, 120),
  reward(7, 'Team jersey', 18000, 25, {
    needsAddress: true,
    description: 'The official jersey, sent to your address.',
  }),
  reward(9, 'Smart watch', 60000, 5, { needsAddress: true }),
  reward(12, 'Limited edition cap', 5000, 0, { needsAddress: true }),
];

export const thaiRewards: MallReward[] = [
  { ...rewards[0]!, name: 'เงินสด 10 บาท', description: 'เครดิตเข้ากระเป๋าหลักเมื่อได้รับการอนุมัติ' },
  { ...rewards[2]!, name: 'บัตรกำนัลกาแฟ', description: 'รหัสบัตรกำนัลกาแฟหนึ่งแก้ว ส่งไปที่ข้อความในเว็บไซต์' },
  { ...rewards[3]!, name: 'เสื้อทีมฟุตบอลรุ่นลิมิเต็ด', description: 'เสื้อทีมของแท้ จัดส่งถึงบ้านคุณ' },
  { ...rewards[5]!, name: 'หมวกรุ่นพิเศษ', description: 'หมวกรุ่นพิเศษ จำนวนจำกัด' },
];

export const redemptions: MallRedemption[] = [
  {
    referenceNo: 'PR202611220001',
    rewardName: 'Cash 10 THB',
    quantity: 2,
    points: 2000,
    status: 'PROCESSING',
    applyTime: daysFromNow(0),
    remark: null,
  },
  {
    referenceNo: 'PR202611150007',
    rewardName: 'Team jersey',
    quantity: 1,
    points: 18000,
    status: 'REJECTED',
    applyTime: daysFromNow(-7),
    remark: 'The address could not be reached. Your points have been returned.',
  },
  {
    referenceNo: 'PR202611010003',
    rewardName: 'Coffee voucher',
    quantity: 1,
    points: 1500,
    status: 'APPROVED',
    applyTime: daysFromNow(-21),
    remark: null,
  },
];

export const mallRules: MallRules = {
  rules: [
    'Every 100 THB of valid bets earns 10 points; cancelled and drawn bets earn none.',
    'Points have no expiration.',
    'Redeeming and converting ask for your login password.',
  ],
  rates: [
    { label: 'Member', points: 100, amount: 1 },
    { label: 'Silver', points: 100, amount: 1.1 },
    { label: 'Gold', points: 100, amount: 1.2 },
  ],
  currency: 'THB',
};

const lottery = (
  id: number,
  name: string,
  tag: string,
  numero: string,
  minutesToDraw: number,
  lockSeconds: number,
  drawDays: number[],
): LotteryListGame => {
  const drawAt = Date.now() + minutesToDraw * 60_000;
  return { id, code: `GAME_${id}`, name, tag, numero, drawAt, closesAt: drawAt - lockSeconds * 1000, drawDays };
};

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];

/** Lotteries with their open draws, counted from the moment the story opens. */
export const lotteries = (): LotteryListGame[] => [
  lottery(121, 'Northern Vietnam', 'VN', '20261123', 6 * 60 + 5, 900, EVERY_DAY),
  lottery(131, 'Da Nang', 'VN', '20261125', 3 * 24 * 60 + 40, 900, [4, 7]),
  lottery(161, 'Hanoi VIP', 'HANOI', '20261123', 5 * 60 + 50, 600, EVERY_DAY),
  lottery(162, 'Hanoi Special', 'HANOI', '20261124', 28 * 60, 600, [1, 3, 5]),
  lottery(101, 'Thai Government Lottery', 'THAI', '20261201', 9 * 24 * 60, 1800, [3]),
  lottery(191, 'Lotto 1 minute', 'FAST', '20261122-1099', 0.75, 10, EVERY_DAY),
  // betting has closed; the draw is a few seconds away
  lottery(192, 'Lotto 3 minutes', 'FAST', '20261122-0367', 0.1, 20, EVERY_DAY),
];

export const lotteryMenus = [
  { tag: 'VN', name: 'Vietnam', count: 2 },
  { tag: 'HANOI', name: 'Hanoi', count: 2 },
  { tag: 'THAI', name: 'Thai', count: 1 },
  { tag: 'FAST', name: 'Fast lotteries', count: 2 },
];

export const manyLotteryMenus = [
  ...lotteryMenus,
  { tag: 'LAO', name: 'Lao', count: 4 },
  { tag: 'STOCK', name: 'Stocks', count: 4 },
  { tag: 'MY4D', name: 'Malaysia 4D', count: 3 },
  { tag: 'ELOTT', name: 'E-lottery', count: 4 },
];

export const thaiLotteries = (): LotteryListGame[] => {
  const [north, , hanoi, , thai] = lotteries();
  return [
    { ...north!, name: 'หวยเวียดนามเหนือ' },
    { ...hanoi!, name: 'หวยฮานอย VIP' },
    { ...thai!, name: 'สลากกินแบ่งรัฐบาลไทย' },
  ];
};
