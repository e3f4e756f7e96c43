import { expect } from 'vitest';
// Not yet re-exported by @wl/api's index (a shared file); the client's own decoder against the server's encoder.
import { decodeServicePath } from '@wl/api';
import type { ContractCase } from './case.ts';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);

/** One or more calls through @wl/api for each platform operation (see contract-coverage.test.ts). */
export const platformCases: ContractCase[] = [
  {
    name: 'whitelabel flags, settings tree and routers',
    async run({ visitor }) {
      expect((await visitor.system.getWhitelabel()).CBS3).toBe(true);
      const tree = await visitor.system.getSettingsTree();
      expect(tree.map((node) => node.modId)).toContain('REGISTER');
      expect(tree.every((node) => node.enabled === '1' || node.enabled === '0')).toBe(true);
      const routers = await visitor.system.getRouters();
      expect(routers.length).toBeGreaterThan(0);
      expect(routers.every((entry) => entry.speed === 0)).toBe(true);
    },
  },
  {
    name: 'domain route: a bound domain, and the business failure for another',
    async run({ visitor }) {
      expect(await visitor.system.getDomainRoute('localhost')).toEqual({
        domain: 'localhost',
        siteType: 'MEMBER',
        homePath: '/',
      });
      await expect(visitor.system.getDomainRoute('unbound.example')).rejects.toMatchObject({
        kind: 'business',
        code: 'INVALID_DOMAIN',
      });
    },
  },
  {
    name: 'help centre in Thai with English fallback; HTML untouched',
    async run({ visitor }) {
      const thai = await visitor.system.getHelpCenter('TY');
      expect(thai.find((s) => s.code === 'about-us')?.language).toBe('TY');
      expect(thai.find((s) => s.code === 'contact-us')?.language).toBe('EN');
      const english = await visitor.system.getHelpCenter();
      expect(english.some((s) => s.content.includes('<script>'))).toBe(true);
    },
  },
  {
    name: 'language: acknowledged for a visitor, stored for a member',
    async run({ visitor, member }) {
      expect(await visitor.system.updateLanguage('TY')).toEqual({ language: 'TY', stored: false });
      expect(await member.system.updateLanguage('EN')).toEqual({ language: 'EN', stored: true });
    },
  },
  {
    name: 'feedback with an image, as a multipart form',
    async run({ member }) {
      const receipt = await member.system.submitFeedback({
        content: 'Please add more lottery games',
        images: [new Blob([PNG], { type: 'image/png' })],
      });
      expect(receipt.images).toBe(1);
    },
  },
  {
    name: 'chat: unread count, chat window address, trial refused',
    async run({ member, clientFor, harness }) {
      expect(await member.chat.getUnreadCount()).toBe(3);
      const chatUrl = await member.chat.getChatUrl({ title: 'Customer service', language: 'EN' });
      expect((await harness.sandbox.app.request(chatUrl)).status).toBe(200);
      expect(await member.chat.getUnreadCount()).toBe(0);
      const trial = await clientFor('trial', 'Trial1234');
      await expect(trial.chat.getUnreadCount()).rejects.toMatchObject({ code: 'NEED_TRUE_ACCOUNT' });
    },
  },
  {
    name: 'service links: the type-3 path decodes to the service desk',
    async run({ visitor }) {
      const paths = await visitor.chat.getServiceLink();
      expect(paths.map((p) => p.type)).toEqual([1, 2, 3]);
      expect(decodeServicePath(paths.find((p) => p.type === 3)!.path)).toMatch(/^https:\/\/service\.example\.com\//);
    },
  },
  {
    name: 'points: balance, catalogue, config, history and ledger',
    async run({ member, visitor }) {
      expect(await member.points.getBalance()).toBeGreaterThan(0);
      const rewards = await visitor.points.getRewards();
      expect(rewards.length).toBeGreaterThanOrEqual(10);
      const config = await visitor.points.getConfig();
      expect(config.pointsExpire).toBe(false);
      const history = await member.points.getRedeemHistory({ pageSize: 5 });
      expect(history.list.length).toBeGreaterThan(0);
      const ledger = await member.points.getTransactions({ type: 'EARN', pageSize: 10 });
      expect(ledger.list.every((t) => t.type === 'EARN')).toBe(true);
    },
  },
  {
    name: 'points: redeem a cash reward and convert points into MAIN (encrypted, password checked)',
    async run({ member }) {
      const before = await member.points.getBalance();
      const cash = (await member.points.getRewards()).find((r) => r.category === 'CASH' && r.quantity > 0)!;
      const redemption = await member.points.redeem({ rewardId: cash.rewardId, quantity: 1, password: 'Demo1234' });
      expect(redemption.status).toBe('PROCESSING');
      const settings = await member.points.getConvertSettings();
      expect(settings.rate.amount).toMatch(/^\d+\.\d{2}$/);
      const conversion = await member.points.convert({
        idempotencyKey: 'contract-convert-0001',
        points: 1000,
        password: 'Demo1234',
      });
      expect(conversion.pointsBalance).toBe(before - cash.points - 1000);
      expect(conversion.amount).toMatch(/^[1-9]\d*\.\d{2}$/);
      await expect(
        member.points.convert({ idempotencyKey: 'contract-convert-0002', points: 1000, password: 'wrong' }),
      ).rejects.toMatchObject({
        code: 'PASSWORD_INCORRECT',
      });
    },
  },
];
