// The merchant's announcements to its agents (the agent centre's agentAnnouncement page), in English and Thai as the
// site's notices are. HTML as an operator writes it: the site sanitizes it before showing it.

export interface SeedAnnouncement {
  title: { en: string; th: string };
  content: { en: string; th: string };
  pinned: boolean;
  daysAgo: number;
}

const LONG_EN = [
  'The agent programme rewards the agents who grow an active, healthy team. This notice sums up how the programme',
  'works this season, so you can plan with your downlines.',
].join(' ');
const LONG_TH =
  'โครงการตัวแทนให้รางวัลแก่ตัวแทนที่สร้างทีมที่มีความเคลื่อนไหวและมั่นคง ประกาศนี้สรุปวิธีการทำงานของโครงการในฤดูกาลนี้ เพื่อให้คุณวางแผนร่วมกับดาวน์ไลน์ได้';

const section = (heading: string, text: string) => `<h3>${heading}</h3><p>${text}</p>`;

export const AGENT_ANNOUNCEMENTS: readonly SeedAnnouncement[] = [
  {
    title: {
      en: 'Daily salary is now paid before 03:00 every day',
      th: 'เงินเดือนรายวันจะจ่ายก่อนเวลา 03:00 น. ทุกวัน',
    },
    content: {
      en: '<p>From this week, daily salary for the previous day is settled and paid to your main wallet <strong>before 03:00</strong>. Check the <a href="/helpmc">help centre</a> for how each settlement is made.</p>',
      th: '<p>ตั้งแต่สัปดาห์นี้ เงินเดือนรายวันของวันก่อนหน้าจะถูกคำนวณและโอนเข้ากระเป๋าหลักของคุณ<strong>ก่อนเวลา 03:00 น.</strong> ดูวิธีคำนวณการจ่ายแต่ละครั้งได้ที่ <a href="/helpmc">ศูนย์ช่วยเหลือ</a></p>',
    },
    pinned: true,
    daysAgo: 1,
  },
  {
    title: { en: 'Agent rules: what every agent must know', th: 'กฎของตัวแทน: สิ่งที่ตัวแทนทุกคนต้องรู้' },
    content: {
      en: '<p>Please read and follow these rules:</p><ul><li>Never share your login or funds password with a downline.</li><li>Only register members who are 18 or older.</li><li>One person, one account: duplicate accounts are closed.</li><li>Contract rates may not exceed your own rate.</li></ul><p>Questions? Contact <a href="https://example.com/support" target="_blank" rel="noopener">agent support</a>.</p>',
      th: '<p>โปรดอ่านและปฏิบัติตามกฎต่อไปนี้:</p><ul><li>ห้ามให้รหัสผ่านเข้าสู่ระบบหรือรหัสผ่านการเงินแก่ดาวน์ไลน์</li><li>สมัครสมาชิกให้เฉพาะผู้ที่มีอายุ 18 ปีขึ้นไป</li><li>หนึ่งคนหนึ่งบัญชี บัญชีซ้ำจะถูกปิด</li><li>อัตราในสัญญาต้องไม่เกินอัตราของคุณเอง</li></ul><p>มีคำถาม? ติดต่อ <a href="https://example.com/support" target="_blank" rel="noopener">ฝ่ายสนับสนุนตัวแทน</a></p>',
    },
    pinned: true,
    daysAgo: 20,
  },
  {
    title: {
      en: 'Season guide: how the agent programme works (please read in full)',
      th: 'คู่มือประจำฤดูกาล: โครงการตัวแทนทำงานอย่างไร (โปรดอ่านให้ครบ)',
    },
    content: {
      en: [
        `<p>${LONG_EN}</p>`,
        section(
          'Salaries',
          'Daily salary pays a share of your team’s valid bets of the previous day when the team meets the contract’s bet amount and active members. Hourly salary does the same every hour, and real-time salary every five minutes.',
        ),
        section(
          'Dividends',
          'A dividend pays a share of the team’s loss over its period (daily, weekly, semimonthly or monthly) when the period’s valid bet and profit and loss conditions are met. A period in which the team won pays nothing.',
        ),
        section(
          'Rebates',
          'Each member’s rebate rates are set by their upline and can never be higher than the upline’s own. Rebates are credited the next morning.',
        ),
        '<ol><li>Offer a contract from team management.</li><li>Your downline accepts or rejects it.</li><li>Settlements appear in the salary and dividend records.</li></ol>',
        section(
          'Payments',
          'Every payment moves from the upline’s main wallet to the downline’s. When the upline’s balance is not enough, the settlement is recorded as unpaid and shown in both records.',
        ),
        '<p>See the full terms on the <a href="/helpmc">help centre</a>.</p>',
      ].join(''),
      th: [
        `<p>${LONG_TH}</p>`,
        section(
          'เงินเดือน',
          'เงินเดือนรายวันจ่ายตามสัดส่วนของยอดเดิมพันที่ถูกต้องของทีมในวันก่อนหน้า เมื่อทีมทำยอดเดิมพันและจำนวนสมาชิกที่ใช้งานได้ตามสัญญา เงินเดือนรายชั่วโมงจ่ายทุกชั่วโมง และเงินเดือนแบบเรียลไทม์จ่ายทุกห้านาที',
        ),
        section(
          'เงินปันผล',
          'เงินปันผลจ่ายตามสัดส่วนของยอดเสียของทีมในรอบ (รายวัน รายสัปดาห์ ครึ่งเดือน หรือรายเดือน) เมื่อทำยอดเดิมพันที่ถูกต้องและกำไรขาดทุนตามเงื่อนไข รอบที่ทีมได้กำไรจะไม่มีการจ่าย',
        ),
        section(
          'ค่าคอมมิชชั่นคืน',
          'อัตราค่าคอมมิชชั่นคืนของสมาชิกแต่ละคนกำหนดโดยอัปไลน์ และต้องไม่สูงกว่าอัตราของอัปไลน์เอง โดยจะเข้าบัญชีในเช้าวันถัดไป',
        ),
        '<ol><li>เสนอสัญญาจากหน้าจัดการทีม</li><li>ดาวน์ไลน์ยอมรับหรือปฏิเสธ</li><li>การจ่ายจะแสดงในบันทึกเงินเดือนและเงินปันผล</li></ol>',
        section(
          'การชำระเงิน',
          'การจ่ายทุกครั้งโอนจากกระเป๋าหลักของอัปไลน์ไปยังกระเป๋าหลักของดาวน์ไลน์ หากยอดเงินของอัปไลน์ไม่พอ การจ่ายจะถูกบันทึกว่ายังไม่ได้ชำระและแสดงในบันทึกของทั้งสองฝ่าย',
        ),
        '<p>อ่านเงื่อนไขทั้งหมดได้ที่ <a href="/helpmc">ศูนย์ช่วยเหลือ</a></p>',
      ].join(''),
    },
    pinned: false,
    daysAgo: 3,
  },
  {
    title: { en: 'New affiliate link QR codes', th: 'คิวอาร์โค้ดลิงก์แนะนำแบบใหม่' },
    content: {
      en: '<p>Every affiliate link now comes with a QR code you can save and share. Open <em>Register account</em> to see yours.</p>',
      th: '<p>ลิงก์แนะนำทุกลิงก์มีคิวอาร์โค้ดให้บันทึกและแชร์ได้แล้ว เปิดหน้า <em>สมัครบัญชี</em> เพื่อดูของคุณ</p>',
    },
    pinned: false,
    daysAgo: 5,
  },
  {
    title: { en: 'Songkran agent raffle results', th: 'ผลการจับรางวัลตัวแทนช่วงสงกรานต์' },
    content: {
      en: '<p>Thank you to every agent who joined the Songkran raffle. Winners have been credited to their main wallets.</p>',
      th: '<p>ขอบคุณตัวแทนทุกท่านที่ร่วมกิจกรรมจับรางวัลช่วงสงกรานต์ ผู้โชคดีได้รับเงินรางวัลเข้ากระเป๋าหลักแล้ว</p>',
    },
    pinned: false,
    daysAgo: 9,
  },
  {
    title: { en: 'Scheduled maintenance on Tuesday', th: 'ปิดปรับปรุงระบบตามกำหนดในวันอังคาร' },
    content: {
      en: '<p>The agent centre will be unavailable on Tuesday from 02:00 to 04:00 for maintenance. Settlements due in that time are paid right after.</p>',
      th: '<p>ศูนย์ตัวแทนจะไม่สามารถใช้งานได้ในวันอังคาร เวลา 02:00 ถึง 04:00 น. เนื่องจากปิดปรับปรุง การจ่ายที่ถึงกำหนดในช่วงนั้นจะจ่ายทันทีหลังจากนั้น</p>',
    },
    pinned: false,
    daysAgo: 12,
  },
  {
    title: { en: 'Lottery rebates raised for January', th: 'เพิ่มค่าคอมมิชชั่นคืนหวยสำหรับเดือนมกราคม' },
    content: {
      en: '<p>Top agents may offer lottery rebates up to <strong>1.2%</strong> this month. Set your downlines’ rates in team management.</p>',
      th: '<p>ตัวแทนระดับบนสามารถเสนอค่าคอมมิชชั่นคืนหวยได้สูงสุด <strong>1.2%</strong> ในเดือนนี้ ตั้งอัตราให้ดาวน์ไลน์ได้ที่หน้าจัดการทีม</p>',
    },
    pinned: false,
    daysAgo: 16,
  },
  {
    title: { en: 'Welcome to the new agent centre', th: 'ยินดีต้อนรับสู่ศูนย์ตัวแทนใหม่' },
    content: {
      en: '<p>Your team, reports and contracts are now in one place. Tell us what you think through <a href="/helpmc">the help centre</a>.</p>',
      th: '<p>ทีม รายงาน และสัญญาของคุณอยู่ในที่เดียวแล้ว บอกความคิดเห็นของคุณผ่าน <a href="/helpmc">ศูนย์ช่วยเหลือ</a></p>',
    },
    pinned: false,
    daysAgo: 30,
  },
];
