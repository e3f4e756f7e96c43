// The demo member's inbox: a dozen and more messages, some unread, one reward still claimable for a few days, one
// expired, a long one, Thai ones and HTML ones. Once: only when the demo member has no message yet.
import type { PGlite } from '@electric-sql/pglite';
import { insertMessage, type NewMessage } from './inbox.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** The claimable reward's amount and how long it stays claimable after the seed (tests and e2e read these). */
export const DEMO_REWARD = { amount: '88.00', expiresInMs: 3 * DAY_MS } as const;

const LONG_BODY = Array.from(
  { length: 12 },
  (_, i) =>
    `Section ${i + 1}. Promotional bonuses carry a turnover requirement before withdrawal: the valid bet of settled ` +
    'games counts, cancelled rounds and hedged bets do not. Bonuses may be withdrawn by the operator when abuse is ' +
    'found, such as several accounts sharing one device, address or bank account.',
).join('\n\n');

type SeedMessage = Omit<NewMessage, 'memberId' | 'createdAt' | 'readAt' | 'reward'> & {
  ageMs: number;
  read: boolean;
  reward?: { amount: string; expiresInMs: number };
};

/** Oldest first, so the newest gets the highest id (the inbox lists by id, newest first). */
const DEMO_MESSAGES: readonly SeedMessage[] = [
  {
    title: 'Welcome to Siam Play',
    body: '<p>Welcome! Your account is ready. Visit the <strong>promotions</strong> page for your first-deposit bonus.</p>',
    bodyFormat: 'html',
    ageMs: 29 * DAY_MS,
    read: true,
  },
  {
    title: 'Security reminder',
    body: 'Never share your password or funds password. Our staff will never ask for them.',
    bodyFormat: 'text',
    ageMs: 27 * DAY_MS,
    read: true,
  },
  {
    title: 'Birthday bonus',
    body: '<p>Happy birthday from all of us! Your birthday bonus follows your VIP level.</p>',
    bodyFormat: 'html',
    ageMs: 25 * DAY_MS,
    read: true,
  },
  {
    title: 'Weekend reload bonus',
    body: '<p>Your weekend reload bonus of <strong>฿30</strong> expired unclaimed. Watch your inbox for the next one.</p>',
    bodyFormat: 'html',
    ageMs: 20 * DAY_MS,
    read: true,
    reward: { amount: '30.00', expiresInMs: -13 * DAY_MS },
  },
  {
    title: 'แจ้งปิดปรับปรุงระบบ',
    body: 'ระบบจะปิดปรับปรุงในวันอังคาร เวลา 02:00–04:00 น. ขออภัยในความไม่สะดวก',
    bodyFormat: 'text',
    ageMs: 18 * DAY_MS,
    read: true,
  },
  {
    title: 'Terms of bonuses updated',
    body: LONG_BODY,
    bodyFormat: 'text',
    ageMs: 15 * DAY_MS,
    read: false,
  },
  {
    title: 'Deposit channel added: TrueMoney Wallet',
    body: '<p>You can now deposit with <em>TrueMoney Wallet</em> from ฿50.</p>',
    bodyFormat: 'html',
    ageMs: 12 * DAY_MS,
    read: true,
  },
  {
    title: 'VIP level reached',
    body: '<p>Congratulations, you reached <strong>VIP 2</strong>. Your rebate rates are now higher.</p>',
    bodyFormat: 'html',
    ageMs: 9 * DAY_MS,
    read: true,
  },
  {
    title: 'โปรโมชันฝากแรกของวัน รับโบนัส 10%',
    body: '<p>ฝากเงินครั้งแรกของวันรับโบนัส <strong>10%</strong> สูงสุด ฿500 ทำยอดเทิร์นโอเวอร์ 5 เท่าก่อนถอน</p>',
    bodyFormat: 'html',
    ageMs: 7 * DAY_MS,
    read: false,
  },
  {
    title: 'Lottery results are out',
    body: 'The Thai government lottery results of the 1st are out. Check your tickets in the betting record.',
    bodyFormat: 'text',
    ageMs: 5 * DAY_MS,
    read: true,
  },
  {
    title: 'Withdrawal paid',
    body: 'Your withdrawal of ฿1,000.00 was paid to your bank card ending 6789.',
    bodyFormat: 'text',
    ageMs: 3 * DAY_MS,
    read: true,
  },
  {
    title: 'New slot games this week',
    body: '<p>Five new slot games from <strong>PG</strong> and <strong>JILI</strong> are in the lobby.</p>',
    bodyFormat: 'html',
    ageMs: 2 * DAY_MS,
    read: false,
  },
  {
    title: 'A gift for you: claim ฿88 before it expires',
    body: '<p>Thank you for playing with us. Claim your <strong>฿88</strong> gift within three days; it goes to your main wallet.</p>',
    bodyFormat: 'html',
    ageMs: 6 * HOUR_MS,
    read: false,
    reward: { amount: DEMO_REWARD.amount, expiresInMs: DEMO_REWARD.expiresInMs },
  },
  {
    title: 'Your rebate is ready',
    body: 'Your bets since the last claim have earned a rebate. Claim it on the rebate page.',
    bodyFormat: 'text',
    ageMs: 30 * MINUTE_MS,
    read: false,
  },
];

export async function seedMessagesTables(db: PGlite, now: number): Promise<void> {
  const demo = (await db.query<{ id: number }>(`SELECT id FROM members WHERE account = 'demo'`)).rows[0];
  if (!demo) return;
  const seeded = await db.query('SELECT 1 FROM member_messages WHERE member_id = $1 LIMIT 1', [demo.id]);
  if (seeded.rows.length > 0) return;
  await db.transaction(async (tx) => {
    for (const m of DEMO_MESSAGES) {
      const createdAt = new Date(now - m.ageMs);
      await insertMessage(tx, {
        memberId: demo.id,
        title: m.title,
        body: m.body,
        bodyFormat: m.bodyFormat,
        createdAt,
        readAt: m.read ? new Date(createdAt.getTime() + HOUR_MS) : null,
        reward: m.reward ? { amount: m.reward.amount, expiresAt: new Date(now + m.reward.expiresInMs) } : null,
      });
    }
  });
}
