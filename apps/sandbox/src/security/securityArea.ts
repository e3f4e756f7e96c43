import type { PGlite } from '@electric-sql/pglite';
import type { Hono } from 'hono';
import { readDevJson } from '../base/baseDevRoutes.ts';
import { badRequest, plainOk } from '../envelope.ts';
import { findMemberByAccount } from '../store/memberRecords.ts';
import type { AreaHandlers, Deps } from '../types.ts';
import { confirmAuthenticator, startAuthenticator, unbindAuthenticator } from './authenticator.ts';
import { addBankCard, deleteBankCard, listBankCardsHandler, listBanks } from './bankCardHandlers.ts';
import { bindEmail, bindMobile, sendBindEmailCode, sendBindMobileCode } from './contacts.ts';
import {
  changeFundsPassword,
  getSecurityQuestions,
  resetFundsPassword,
  setFundsPassword,
  setSecurityQuestion,
} from './fundsPasswordHandlers.ts';
import { sendLoginVerificationCode, verifyLogin } from './loginVerification.ts';
import { forceNewIp } from './newIp.ts';
import { addPayoutAccount, deletePayoutAccount, listPayoutAccountsHandler } from './payoutAccountHandlers.ts';
import { getProfile, getSecurityConfig, updateProfile } from './profile.ts';
import { seedSecurityTables } from './securitySeed.ts';

/** operationId → handler for the security operations of openapi/src/security.yaml. */
export const securityHandlers = {
  getSecurityConfig,
  getProfile,
  updateProfile,
  setFundsPassword,
  changeFundsPassword,
  resetFundsPassword,
  getSecurityQuestions,
  setSecurityQuestion,
  sendBindMobileCode,
  bindMobile,
  sendBindEmailCode,
  bindEmail,
  listBankCards: listBankCardsHandler,
  listBanks,
  addBankCard,
  deleteBankCard,
  listPayoutAccounts: listPayoutAccountsHandler,
  addPayoutAccount,
  deletePayoutAccount,
  startAuthenticator,
  confirmAuthenticator,
  unbindAuthenticator,
  sendLoginVerificationCode,
  verifyLogin,
} satisfies AreaHandlers;

/** Seeds this area's tables when they are empty (idempotent: an older data folder gets the new area on start). */
export async function seedSecurity(db: PGlite, now: number): Promise<void> {
  await seedSecurityTables(db, now);
}

/** Routes outside the contract (development-only switches); `devRoutes` is false in production. */
export function mountRoutes(app: Hono, { db, now }: Deps, options: { devRoutes: boolean }): void {
  if (!options.devRoutes) return;
  // Lets a test or a demo go through new-IP verification from the one machine it runs on.
  app.post('/sandbox/security/new-ip', async (c) => {
    const read = await readDevJson(c);
    if ('response' in read) return read.response;
    const account = (read.body as { account?: unknown } | null)?.account;
    if (typeof account !== 'string' || account === '') return badRequest(c, 'account: must be a member account');
    const member = await findMemberByAccount(db, account);
    if (!member) return badRequest(c, 'account: no such member');
    await forceNewIp(db, member.id, now());
    return plainOk(c, { account: member.account });
  });
}
