import { describe, expect, it } from 'vitest';
import { UPLOAD_IMAGE_MAX_BYTES } from '@wl/rules';
import { newIdempotencyKey } from '@wl/api';
import type { Envelope } from '../src/envelope.ts';
import { localStart } from '../src/rewards/activities.ts';
import { toMinor } from '../src/store/ledger.ts';
import type { Schemas } from '../src/types.ts';
import { demoTokensForFile, harnessForFile, type Reply } from './harness.ts';

const h = harnessForFile();
const tokens = demoTokensForFile(h);

type Centre = Schemas['RewardCentre'];
type Activity = Schemas['RewardActivity'];
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
const JPG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);

async function centre(token = tokens.demo): Promise<Centre> {
  return (await h.call<Centre>('GET', '/wps/relay/getAvailablePromotions', { token })).body.value!;
}

async function activityBy(title: string, token = tokens.demo): Promise<Activity> {
  return (await centre(token)).list.find((activity) => activity.title === title)!;
}

async function mainBalance(account = 'demo'): Promise<string> {
  const { rows } = await h.sandbox.db.query<{ balance: string }>(
    `SELECT w.balance::text AS balance FROM wallets w JOIN members m ON m.id = w.member_id
     WHERE m.account = $1 AND w.vassalage = 'MAIN'`,
    [account],
  );
  return rows[0]!.balance;
}

async function counts() {
  const { rows } = await h.sandbox.db.query<Record<string, number>>(`SELECT
    (SELECT count(*)::int FROM reward_entries) AS entries,
    (SELECT count(*)::int FROM reward_entry_images) AS images,
    (SELECT count(*)::int FROM ledger) AS ledger`);
  return rows[0]!;
}

function claim(promotionId: number, idempotencyKey = newIdempotencyKey(), token = tokens.demo) {
  return h.call<Schemas['PromotionClaim']>('POST', '/wps/relay/MCSFE_claimPromotion', {
    json: { promotionId, idempotencyKey },
    token,
  });
}

/** PUT MCSFE_applyPromotion with a multipart body (the harness's `call` sends strings only). */
async function apply(form: FormData, token = tokens.demo): Promise<Reply<Activity>> {
  const res = await h.sandbox.app.request('/wps/relay/MCSFE_applyPromotion', {
    method: 'PUT',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.status, body: (await res.json()) as Envelope<Activity>, headers: res.headers };
}

function applicationForm(
  promotionId: number | string,
  remark: string,
  images: { bytes: Uint8Array<ArrayBuffer>; type: string }[],
) {
  const form = new FormData();
  form.append('promotionId', String(promotionId));
  form.append('remark', remark);
  images.forEach((image, i) => form.append('images', new Blob([image.bytes], { type: image.type }), `slip-${i}`));
  return form;
}

describe('reward centre', () => {
  it('shows the demo an activity in every status, what to act on first, and its bonus totals', async () => {
    const value = await centre();
    expect(new Set(value.list.map((activity) => activity.status))).toEqual(
      new Set([
        'join',
        'claim',
        'applying',
        'closed',
        'rejected',
        'issued',
        'claimed',
        'process',
        'joined',
        'comingSoon',
      ]),
    );
    expect(value.list[0]!.status).toBe('claim');
    expect(value.claimableCount).toBe(value.list.filter((activity) => activity.status === 'claim').length);
    // the seeded claimed (88.00) and issued (300.00) bonuses
    expect(value.totalBonus).toBe('388.00');
    expect((await activityBy('Referral booster')).remark).toBe('Only one invited friend has deposited.');
  });

  it('a new member (the trial account) sees the activities without entries: claim, join, coming soon, closed', async () => {
    const statuses = new Set((await centre(tokens.trial)).list.map((activity) => activity.status));
    expect(statuses).toEqual(new Set(['claim', 'join', 'comingSoon', 'closed']));
    expect((await centre(tokens.trial)).totalBonus).toBe('0.00');
  });

  it('two claims at once with different keys credit MAIN exactly once; the same key again answers the first', async () => {
    const { promotionId, bonus } = await activityBy('Live casino cashback');
    expect(bonus).toBe('120.50');
    const before = await mainBalance();
    const key = newIdempotencyKey();
    const [a, b] = await Promise.all([claim(promotionId, key), claim(promotionId)]);
    const succeeded = [a, b].filter((res) => res.body.success);
    expect(succeeded).toHaveLength(1);
    expect([a, b].find((res) => !res.body.success)!.body.code).toBe('PROMOTION_ALREADY_CLAIMED');
    const after = await mainBalance();
    expect(toMinor(after) - toMinor(before)).toBe(12050n);
    expect(succeeded[0]!.body.value).toMatchObject({ amount: '120.50', mainBalance: after });
    if (a.body.success) expect((await claim(promotionId, key)).body).toEqual(a.body);
    expect(await mainBalance()).toBe(after);
    expect((await activityBy('Live casino cashback')).status).toBe('claimed');
    const { rows } = await h.sandbox.db.query(
      `SELECT 1 FROM ledger l JOIN members m ON m.id = l.member_id WHERE m.account = 'demo' AND l.kind = 'reward'
       AND l.created_at >= $1`,
      [localStart(h.clock.now, 'day')],
    );
    expect(rows.length).toBeGreaterThanOrEqual(1);
  });

  it('a claim activity is claimed once for the member; the trial account is refused', async () => {
    const { promotionId } = await activityBy('Daily check-in bonus');
    expect((await claim(promotionId)).body.success).toBe(true);
    expect((await claim(promotionId)).body.code).toBe('PROMOTION_ALREADY_CLAIMED');
    expect((await claim(promotionId, undefined, tokens.trial)).body.code).toBe('NEED_TRUE_ACCOUNT');
    expect((await claim((await activityBy('Slots tournament')).promotionId)).body.code).toBe('PROMOTION_NOT_CLAIMABLE');
  });

  it('joins a join activity once; not a coming-soon or closed one', async () => {
    const { promotionId } = await activityBy('Weekend reload 20%');
    const joined = await h.call<Activity>('POST', '/wps/relay/MCSFE_joinPromotion', {
      json: { promotionId },
      token: tokens.demo,
    });
    expect(joined.body.value).toMatchObject({ promotionId, status: 'joined' });
    for (const title of ['Songkran water festival', 'New Year countdown', 'First deposit match – send your slip']) {
      const res = await h.call('POST', '/wps/relay/MCSFE_joinPromotion', {
        json: { promotionId: (await activityBy(title)).promotionId },
        token: tokens.demo,
      });
      expect(res.body.code).toBe('PROMOTION_NOT_JOINABLE');
    }
    const missing = await h.call('POST', '/wps/relay/MCSFE_joinPromotion', {
      json: { promotionId: 99999 },
      token: tokens.demo,
    });
    expect(missing.body.code).toBe('PROMOTION_NOT_FOUND');
  });

  describe('an application', () => {
    const title = 'First deposit match – send your slip';

    it.each([
      [
        'a remark over 140 characters',
        () => applicationForm(1, 'x'.repeat(141), []),
        'remark: must NOT have more than 140 characters',
      ],
      [
        'a fourth image',
        () =>
          applicationForm(
            1,
            'ok',
            [PNG, PNG, PNG, PNG].map((bytes) => ({ bytes, type: 'image/png' })),
          ),
        'images: must NOT have more than 3 items',
      ],
      [
        'a text file called png',
        () => applicationForm(1, 'ok', [{ bytes: new TextEncoder().encode('not an image'), type: 'image/png' }]),
        'images.0: must be a png or jpg image',
      ],
      [
        'an image over 5 MB',
        () =>
          applicationForm(1, 'ok', [
            { bytes: new Uint8Array(UPLOAD_IMAGE_MAX_BYTES + 1).fill(0).map((_, i) => PNG[i] ?? 0), type: 'image/png' },
          ]),
        `images.0: must NOT be larger than ${UPLOAD_IMAGE_MAX_BYTES} bytes`,
      ],
      [
        'no promotionId',
        () => {
          const form = new FormData();
          form.append('remark', 'x');
          return form;
        },
        'promotionId: is required',
      ],
      [
        'an unknown field',
        () => {
          const form = applicationForm(1, 'x', []);
          form.append('amount', '5');
          return form;
        },
        'amount: is not an allowed property',
      ],
    ])('refuses %s with 400 and writes nothing', async (_name, form, message) => {
      const before = await counts();
      const res = await apply(form());
      expect([res.status, res.body.message]).toEqual([400, message]);
      expect(await counts()).toEqual(before);
    });

    it('with a remark and images goes to applying; the back office approves it (issued, credited) ', async () => {
      const { promotionId } = await activityBy(title);
      const res = await apply(
        applicationForm(promotionId, 'สลิปโอนเงิน 500 บาท', [
          { bytes: PNG, type: 'image/png' },
          { bytes: JPG, type: 'image/jpeg' },
        ]),
      );
      expect(res.body.value).toMatchObject({ promotionId, status: 'applying' });
      const { rows } = await h.sandbox.db.query<{ remark: string; images: number }>(
        `SELECT e.remark, (SELECT count(*)::int FROM reward_entry_images WHERE entry_id = e.id) AS images
         FROM reward_entries e WHERE e.activity_id = $1`,
        [promotionId],
      );
      expect(rows).toEqual([{ remark: 'สลิปโอนเงิน 500 บาท', images: 2 }]);
      expect((await apply(applicationForm(promotionId, 'again', []))).body.code).toBe('PROMOTION_NOT_JOINABLE');

      const before = await mainBalance();
      const approved = await h.call<Activity>(
        'POST',
        `/sandbox/rewards/members/demo/promotions/${promotionId}/approve`,
        { json: { bonus: '250.00' } },
      );
      expect(approved.body.value).toMatchObject({ status: 'issued', bonus: '250.00' });
      expect(toMinor(await mainBalance()) - toMinor(before)).toBe(25000n);
      const again = await h.call('POST', `/sandbox/rewards/members/demo/promotions/${promotionId}/approve`, {
        json: { bonus: '250.00' },
      });
      expect(again.status).toBe(409);
    });

    it('a rejection keeps its reason', async () => {
      const trialApply = await apply(
        applicationForm((await activityBy(title, tokens.trial)).promotionId, '', []),
        tokens.trial,
      );
      expect(trialApply.body.code).toBe('NEED_TRUE_ACCOUNT');
      const agentToken = tokens.agent;
      const { promotionId } = await activityBy(title, agentToken);
      expect((await apply(applicationForm(promotionId, '', []), agentToken)).body.value?.status).toBe('applying');
      const rejected = await h.call<Activity>(
        'POST',
        `/sandbox/rewards/members/agent/promotions/${promotionId}/reject`,
        {
          json: { reason: 'No deposit found' },
        },
      );
      expect(rejected.body.value).toMatchObject({ status: 'rejected', remark: 'No deposit found' });
    });
  });
});

describe('player rank', () => {
  it('has 18 levels; the member rank, this month’s valid turnover and the next level', async () => {
    const demo = await h.memberId('demo');
    const before = (
      await h.call<Schemas['PlayerRankProgress']>('GET', '/wps/relay/MCSFE_getPlayerRankProgress', {
        token: tokens.demo,
      })
    ).body.value!;
    // a bet this month counts; one before the month does not
    const monthStart = localStart(h.clock.now, 'month');
    await h.sandbox.db.query(
      `INSERT INTO bets (member_id, vassalage, game_type, bet_amount, valid_bet, win_loss, placed_at)
       VALUES ($1, 'PT', 'RNG', 1000.50, 1000.25, -10, $2), ($1, 'PT', 'RNG', 500, 500, 0, $3)`,
      [demo, new Date(h.clock.now), new Date(monthStart.getTime() - 1)],
    );
    const progress = (
      await h.call<Schemas['PlayerRankProgress']>('GET', '/wps/relay/MCSFE_getPlayerRankProgress', {
        token: tokens.demo,
      })
    ).body.value!;
    expect(progress.levels).toHaveLength(18);
    expect(progress).toMatchObject({ rankLevel: 5, rankName: 'Gold', next: { rankLevel: 6, rankName: 'Gold II' } });
    expect(toMinor(progress.monthTurnover) - toMinor(before.monthTurnover)).toBe(100025n);
    const trial = (
      await h.call<Schemas['PlayerRankProgress']>('GET', '/wps/relay/MCSFE_getPlayerRankProgress', {
        token: tokens.trial,
      })
    ).body.value!;
    expect(trial).toMatchObject({ rankLevel: 0, rankName: null, next: { rankLevel: 1 } });
  });

  it('needs a session', async () => {
    expect((await h.call('GET', '/wps/relay/MCSFE_getPlayerRankProgress')).status).toBe(401);
    expect((await h.call('GET', '/wps/relay/getAvailablePromotions')).status).toBe(401);
  });
});
