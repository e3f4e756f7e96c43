// The agent centre's team operations (openapi/src/agent-centre.yaml): the caller's rebate rates, registering a
// downline, the affiliate links, the downline tree, transfers to a team member and promoting a direct downline.
// Agents only (NOT_AGENT, nothing read or written); a name outside the caller's team answers DOWNLINE_NOT_FOUND,
// exactly as a name that does not exist.
import type { PGlite } from '@electric-sql/pglite';
import { WEAK_DEFAULT_PASSWORD } from '@wl/rules';
import { accountTaken, addUpline, insertMember } from '../../accounts/accountRecords.ts';
import { ACCOUNT_MESSAGES } from '../../accounts/accountsMessages.ts';
import { loadRegistrationSettings } from '../../accounts/registrationSettings.ts';
import { checkField, REGISTRATION_FIELDS } from '../../accounts/rules.ts';
import { FUNDS_PASSWORD_REQUIRED } from '../../cashier/cashierConstants.ts';
import { answer, badRequest, fail, ok } from '../../envelope.ts';
import { hashPassword } from '../../passwordHash.ts';
import { sessionMember } from '../../platform/sessionMember.ts';
import { verifyFundsPassword } from '../../security/fundsPassword.ts';
import { KEY_REUSED, keyState, scopeOf } from '../../store/idempotency.ts';
import { wireAmount } from '../../store/ledger.ts';
import type { MemberRow } from '../../store/memberRecords.ts';
import type { AreaHandlers, Handler, RequestContext, ResponseValue } from '../../types.ts';
import { AGENT_TYPES, WALLET_AGENT_MESSAGES } from '../../walletAgent/walletAgentConstants.ts';
import { findDirectDownline } from '../../walletAgent/team.ts';
import { createLink, deleteLink, listLinks } from './affiliateLinks.ts';
import { downlineOf, downlinePage, pathTo, teamMember, type DownlineFilter } from './downlines.ts';
import { isAgent } from '../../walletAgent/contracts.ts';
import { anyAbove, ownRates, ratesIn, ratesOut, saveRates } from './rates.ts';
import {
  ACCOUNT_TYPE_IS_AGENT,
  AFFILIATE_LINKS_MAX,
  AFFILIATE_REMARK_MAX,
  AGENT_PAGE_SIZE,
  TEAM_MESSAGES,
} from './teamConstants.ts';
import { transferToDownline as sendToDownline } from './transfer.ts';

/** The caller when they are an agent, else null (answer NOT_AGENT). */
async function agentCaller(c: RequestContext, db: PGlite): Promise<MemberRow | null> {
  const member = await sessionMember(db, c.get('session')!.memberId);
  return isAgent(member.is_agent) ? member : null;
}

/**
 * What the registration form refuses in a username and password (the registration settings' username and password
 * rules, both always required, and the weak default password), as the 400 message; null when both pass.
 */
async function credentialsProblem(db: PGlite, username: string, password: string): Promise<string | null> {
  const { fields } = await loadRegistrationSettings(db);
  const values = { username, password };
  for (const { field, label } of REGISTRATION_FIELDS) {
    if (field !== 'username' && field !== 'password') continue;
    const problem = checkField({ ...fields[field], required: true }, values[field], label);
    if (problem) return `${field}: ${problem}`;
  }
  if (password === WEAK_DEFAULT_PASSWORD) return `password: ${ACCOUNT_MESSAGES.weakPassword.message}`;
  return null;
}

export const getAgentRebateRates: Handler<'getAgentRebateRates'> = async (c, { db }) => {
  const caller = await agentCaller(c, db);
  if (!caller) return fail(c, WALLET_AGENT_MESSAGES.notAgent);
  return ok(c, { rates: ratesOut(await ownRates(db, caller.id)) });
};

export const registerDownline: Handler<'registerDownline'> = async (c, { db, now }) => {
  const caller = await agentCaller(c, db);
  if (!caller) return fail(c, WALLET_AGENT_MESSAGES.notAgent);
  const body = c.get('body');
  const refused = await credentialsProblem(db, body.username, body.password);
  if (refused) return badRequest(c, refused);
  const asked = ratesIn('rates', body.rates);
  if ('error' in asked) return badRequest(c, asked.error);
  if (anyAbove(asked.rates, await ownRates(db, caller.id))) return fail(c, TEAM_MESSAGES.rateAboveOwn);
  // scrypt is slow: hash before the transaction holds the (single) connection.
  const passwordHash = await hashPassword(body.password);
  const { isAgent, agentType } = ACCOUNT_TYPE_IS_AGENT[body.accountType];
  const at = now();
  const id = await db.transaction(async (tx) => {
    if (await accountTaken(tx, body.username)) return null;
    const id = await insertMember(
      tx,
      { account: body.username, nickname: body.username, passwordHash, isAgent, balance: '0.00' },
      at,
    );
    if (id === null) return null;
    await tx.query('UPDATE members SET agent_type = $2 WHERE id = $1', [id, agentType]);
    await addUpline(tx, id, caller.id);
    await saveRates(tx, id, asked.rates);
    return id;
  });
  if (id === null) return fail(c, TEAM_MESSAGES.usernameTaken);
  return ok(c, await downlineOf(db, caller.id, id));
};

export const listAffiliateLinks: Handler<'listAffiliateLinks'> = async (c, { db }) => {
  const caller = await agentCaller(c, db);
  if (!caller) return fail(c, WALLET_AGENT_MESSAGES.notAgent);
  return ok(c, { list: await listLinks(db, caller.id), max: AFFILIATE_LINKS_MAX });
};

export const createAffiliateLink: Handler<'createAffiliateLink'> = async (c, { db, now }) => {
  const caller = await agentCaller(c, db);
  if (!caller) return fail(c, WALLET_AGENT_MESSAGES.notAgent);
  const body = c.get('body');
  const asked = ratesIn('rates', body.rates);
  if ('error' in asked) return badRequest(c, asked.error);
  const remark = (body.remark ?? '').trim();
  if ([...remark].length > AFFILIATE_REMARK_MAX) {
    return badRequest(c, `remark: must have at most ${AFFILIATE_REMARK_MAX} characters`);
  }
  const scope = scopeOf(caller.id, 'createAffiliateLink', body);
  const outcome = await createLink(db, scope, { accountType: body.accountType, rates: asked.rates, remark }, now());
  return 'conflict' in outcome ? badRequest(c, KEY_REUSED) : answer(c, outcome);
};

export const deleteAffiliateLink: Handler<'deleteAffiliateLink'> = async (c, { db, now }) => {
  const caller = await agentCaller(c, db);
  if (!caller) return fail(c, WALLET_AGENT_MESSAGES.notAgent);
  const deleted = await deleteLink(db, caller.id, c.req.param('code') ?? '', now());
  return deleted ? ok(c, null) : fail(c, TEAM_MESSAGES.affiliateLinkNotFound);
};

export const listDownlines: Handler<'listDownlines'> = async (c, { db }) => {
  const caller = await agentCaller(c, db);
  if (!caller) return fail(c, WALLET_AGENT_MESSAGES.notAgent);
  const { parent, account } = c.req.query();
  const pageNo = Number(c.req.query('pageNo') ?? 1);
  const pageSize = Number(c.req.query('pageSize') ?? AGENT_PAGE_SIZE);
  let filter: DownlineFilter = { parentId: caller.id };
  let path = [caller.account];
  if (account !== undefined) {
    filter = { search: account };
  } else if (parent !== undefined && parent.toLowerCase() !== caller.account.toLowerCase()) {
    const member = await teamMember(db, caller.id, parent);
    if (!member) return fail(c, TEAM_MESSAGES.downlineNotFound);
    filter = { parentId: member.id };
    path = await pathTo(db, caller.id, member.id);
  }
  const { list, totalCount } = await downlinePage(db, caller.id, filter, { pageNo, pageSize });
  return ok(c, { path, list, pageNo, pageSize, totalPages: Math.ceil(totalCount / pageSize), totalCount });
};

export const transferToDownline: Handler<'transferToDownline'> = async (c, { db, now }) => {
  const body = c.get('body');
  const amount = wireAmount('amount', body.amount);
  if ('error' in amount) return badRequest(c, amount.error);
  const caller = await agentCaller(c, db);
  if (!caller) return fail(c, WALLET_AGENT_MESSAGES.notAgent);
  const scope = scopeOf(caller.id, 'transferToDownline', body);
  const key = await keyState<ResponseValue<'transferToDownline'>>(db, scope);
  if (key.state === 'conflict') return badRequest(c, KEY_REUSED);
  if (key.state === 'done') return ok(c, key.value);
  const downline = await teamMember(db, caller.id, body.downline);
  if (!downline) return fail(c, TEAM_MESSAGES.downlineNotFound);
  // The funds password outside the write's transaction: a wrong one is counted even though nothing moves.
  if (FUNDS_PASSWORD_REQUIRED) {
    const check = await verifyFundsPassword(db, caller.id, body.password, now());
    if (!check.ok) return fail(c, check.failure);
  }
  const outcome = await sendToDownline(db, scope, downline, amount.minor, now());
  return 'conflict' in outcome ? badRequest(c, KEY_REUSED) : answer(c, outcome);
};

export const promoteDownline: Handler<'promoteDownline'> = async (c, { db }) => {
  const caller = await agentCaller(c, db);
  if (!caller) return fail(c, WALLET_AGENT_MESSAGES.notAgent);
  const id = await findDirectDownline(db, caller.id, c.get('body').downline);
  if (id === null) return fail(c, TEAM_MESSAGES.downlineNotFound);
  const { isAgent, agentType } = ACCOUNT_TYPE_IS_AGENT.agent;
  const promoted = await db.query(
    `UPDATE members SET is_agent = $2, agent_type = $3 WHERE id = $1 AND NOT (is_agent = ANY($4::text[])) RETURNING id`,
    [id, isAgent, agentType, AGENT_TYPES],
  );
  if (promoted.rows.length === 0) return fail(c, TEAM_MESSAGES.alreadyAgent);
  return ok(c, await downlineOf(db, caller.id, id));
};

export const teamOperationHandlers = {
  getAgentRebateRates,
  registerDownline,
  listAffiliateLinks,
  createAffiliateLink,
  deleteAffiliateLink,
  listDownlines,
  transferToDownline,
  promoteDownline,
} satisfies AreaHandlers;
