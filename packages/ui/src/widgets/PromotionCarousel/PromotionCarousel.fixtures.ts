import type { CarouselPromotion } from './PromotionCarousel';

const banner = (text: string, colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 120"><rect width="320" height="120" rx="12" fill="${colour}"/><text x="160" y="72" font-family="sans-serif" font-size="30" font-weight="700" fill="#fff" text-anchor="middle">${text}</text></svg>`,
  )}`;

/** Story data: new_player promotions as the site passes them, content already sanitized. */
export const demoPromotions: readonly CarouselPromotion[] = [
  {
    id: 101,
    title: 'Welcome bonus 100% up to 1,000 THB',
    content: `<p>Make your first deposit of at least <strong>300 THB</strong> and we double it, up to <strong>1,000 THB</strong>.</p><ul><li>Turnover x5 before withdrawal</li><li>Slots and fishing games</li></ul>`,
  },
  {
    id: 102,
    title: 'Download the app, get 5 baht',
    content: `<p><img src="${banner('5 THB FREE', '#1f7a4d')}" alt="5 baht free credit" width="320" height="120"></p><p>Withdrawable after 1x turnover. Once per player.</p>`,
  },
  {
    id: 103,
    title: 'Daily cashback 5%',
    content: '<p>Every day, 5% of yesterday’s net loss back to your wallet, no turnover.</p>',
  },
];

export const thaiPromotions: readonly CarouselPromotion[] = [
  {
    id: 201,
    title: 'โบนัสต้อนรับ 100% สูงสุด 1,000 บาท',
    content:
      '<p>ฝากครั้งแรกขั้นต่ำ <strong>300 บาท</strong> รับโบนัสเพิ่มทันที 100% สูงสุด <strong>1,000 บาท</strong></p><ul><li>ทำยอดเทิร์นโอเวอร์ 5 เท่าก่อนถอน</li><li>ใช้ได้กับสล็อตและเกมยิงปลา</li></ul>',
  },
  {
    id: 202,
    title: 'ดาวน์โหลดแอป รับฟรี 5 บาท',
    content: '<p>ถอนได้หลังทำเทิร์นโอเวอร์ 1 เท่า รับได้ครั้งเดียวต่อผู้เล่น</p>',
  },
];

/** Story data: a w_reg banner picture. */
export const demoBannerUrl = (text: string, colour: string) => banner(text, colour);
