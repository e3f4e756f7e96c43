import { expect } from 'vitest';
import { isApiError } from '@wl/api';
import type { ContractCase } from './case.ts';

/** One or more calls through @wl/api for each content operation (see contract-coverage.test.ts). */
export const contentCases: ContractCase[] = [
  {
    name: 'announcements for a visitor (execution B) and a member (execution A, token sent)',
    async run({ visitor, member }) {
      const guest = await visitor.games.getAnnouncements({ execution: 'B' });
      expect(guest.player.length).toBeGreaterThan(18);
      expect(guest.banners.some((b) => b.groupName === 'w_reg')).toBe(true);
      expect(guest.promotion.some((p) => p.category === 'new_player')).toBe(true);
      expect(guest.help).toEqual([]);
      // the optional copies of a picture (imageSources, pictures): modern formats at a few widths
      expect(guest.banners[0]!.imageSources).toContainEqual({
        url: guest.banners[0]!.url.replace(/\.png$/, '-720.avif'),
        width: 720,
        type: 'image/avif',
      });
      const pictured = guest.popup.find((p) => p.pictures)!;
      expect(pictured.content).toContain(`src="${pictured.pictures![0]!.url}"`);
      expect(pictured.pictures![0]!.imageSources.map((s) => s.type)).toContain('image/webp');
      const signedIn = await member.games.getAnnouncements({ execution: 'A', types: ['PU', 'H'], language: 'TY' });
      expect(signedIn.popup.map((p) => p.title)).toContain('ยินดีต้อนรับกลับ! โบนัส VIP พร้อมแล้ว');
      expect(signedIn.help.length).toBeGreaterThan(0);
      expect(signedIn.banners).toEqual([]);
      // A visitor claiming the member's view is turned away.
      const refused = await visitor.games.getAnnouncements({ execution: 'A' }).catch((e: unknown) => e);
      expect(isApiError(refused) && refused.status).toBe(401);
    },
  },
  {
    name: 'promotion detail: public, members-only and unknown',
    async run({ visitor, member }) {
      const welcome = await visitor.games.getPromotionDetail(1);
      expect(welcome).toMatchObject({ id: 1, category: 'new_player', endTime: null });
      expect(welcome.content).toContain('<table>');
      expect((await member.games.getPromotionDetail(10, 'EN')).title).toBe('VIP reload bonus 15%');
      const membersOnly = await visitor.games.getPromotionDetail(10).catch((e: unknown) => e);
      expect(isApiError(membersOnly) && membersOnly.status).toBe(401);
      const unknown = await visitor.games.getPromotionDetail(999).catch((e: unknown) => e);
      expect(isApiError(unknown) && unknown.kind === 'business' && unknown.code).toBe('PROMOTION_NOT_FOUND');
    },
  },
];
