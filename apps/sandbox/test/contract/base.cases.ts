import { expect } from 'vitest';
import type { ContractCase } from './case.ts';

/** The slice's operations (openapi/src/base.yaml). */
export const baseCases: ContractCase[] = [
  {
    name: 'permission and system status',
    async run({ visitor }) {
      const permission = await visitor.system.getPermission('localhost');
      expect(permission.systemStatus).toBe(0);
      await expect(visitor.system.getSystemStatus()).resolves.toBe(0);
    },
  },
  {
    name: 'captcha',
    async run({ visitor }) {
      expect((await visitor.session.getCaptcha()).length).toBeGreaterThan(100);
    },
  },
  {
    name: 'login, member info, balance, logout',
    async run({ clientFor }) {
      const api = await clientFor('demo', 'Demo1234');
      expect((await api.member.getMemberInfo()).account).toBe('demo');
      expect((await api.wallet.getBalance()).sumBalance).toMatch(/^[1-9][0-9]*\.[0-9]{2}$/);
      await api.session.logout();
    },
  },
];
