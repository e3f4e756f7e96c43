import type { PGlite } from '@electric-sql/pglite';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { logger } from 'hono/logger';
import { DEFAULT_CONTRACT_PATH, loadContract, type Contract } from './contract.ts';
import type { RsaKeyPair } from './crypto.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open.ts';
import { error, MESSAGES } from './envelope.ts';
import * as base from './base/baseArea.ts';
import * as accounts from './accounts/accountsArea.ts';
import * as content from './content/contentArea.ts';
import * as games from './games/gamesArea.ts';
import * as lottery from './lottery/lotteryArea.ts';
import * as platform from './platform/platformArea.ts';
import * as security from './security/securityArea.ts';
import * as walletAgent from './walletAgent/walletAgentArea.ts';
import * as cashier from './cashier/cashierArea.ts';
import * as rewards from './rewards/rewardsArea.ts';
import * as records from './records/recordsArea.ts';
import * as messages from './messages/messagesArea.ts';
import * as invite from './invite/inviteArea.ts';
import * as agentCentre from './agentCentre/agentCentreArea.ts';
import { startSettlementTimer } from './agentCentre/settlements/settlements.ts';
import * as cspReports from './edge/cspReports.ts';
import { limitBodies } from './edge/bodyLimit.ts';
import { gateDevRoutes } from './edge/devGate.ts';
import { storableInput } from './edge/storableInput.ts';
import { CASHIER_PROOF_MAX_BODY_BYTES } from './cashier/cashierConstants.ts';
import { UPLOAD_FORM_MAX_BODY_BYTES } from './platform/platformConstants.ts';
import { MAX_BODY_BYTES } from './sandboxConstants.ts';
import { ensureKeyPair, setSystemStatus, type SystemStatus } from './store/systemSettings.ts';
import type { Deps, Handlers, Logger, RouteHandler, SandboxEnv } from './types.ts';
import { contractMiddleware } from './validation.ts';

export interface SandboxOptions {
  /** A folder for the persisted database; unset or ':memory:' keeps it in memory. */
  dataDir?: string;
  /** Check every /wps and /lgw response against openapi.yaml; a mismatch becomes a 500. Default: NODE_ENV isn't production. */
  validateResponses?: boolean;
  /**
   * Mount the /sandbox/* switches (outbox, captcha answer, throttle reset, ...), for callers on this machine only
   * (edge/devGate.ts). Default off: the command line turns them on with SANDBOX_DEV_ROUTES=1.
   */
  devRoutes?: boolean;
  /** The clock for sessions, captchas and password age (tests move it). */
  now?: () => number;
  /** Set the system status on start (SANDBOX_SYSTEM_STATUS). */
  systemStatus?: SystemStatus;
  /**
   * Browser origins allowed to call with credentials (SANDBOX_CORS_ORIGINS). Default none: the site reaches the
   * sandbox through its own server (or Vite's proxy), same-origin, so no other page may call with the player's cookies.
   */
  corsOrigins?: string[];
  /**
   * The secret the site server (apps/site/server.mjs) sends in X-Site-Proxy-Secret: only with it is its
   * X-Forwarded-For believed as the caller's address (SANDBOX_PROXY_SECRET). Unset: the socket's address always.
   */
  proxySecret?: string;
  /** Where each request's log line goes (LOG_REQUESTS on the command line); unset, requests are not logged. */
  logRequests?: (line: string) => void;
  contractPath?: string;
  log?: Logger;
  /**
   * Settle the agent contracts on the sandbox's own timer (agentCentre/settlements; stops with close()). The command
   * line turns it on; tests leave it off unless they ask (reads that show money settle what is due anyway).
   */
  settlementTimer?: boolean;
}

export interface Sandbox {
  app: Hono;
  db: PGlite;
  /** The loaded contract (the coverage test lists its operations). */
  contract: Contract;
  close(): Promise<void>;
}

/**
 * operationId → handler for every operation of the contract: an operation without one fails `tsc` (and, should the
 * generated types lag behind openapi.yaml, answers 501 at run time).
 */
const HANDLERS = {
  ...base.baseHandlers,
  ...accounts.accountsHandlers,
  ...platform.platformHandlers,
  ...walletAgent.walletAgentHandlers,
  ...cashier.cashierHandlers,
  ...rewards.rewardsHandlers,
  ...messages.messagesHandlers,
  ...games.gamesHandlers,
  ...content.contentHandlers,
  ...lottery.lotteryHandlers,
  ...security.securityHandlers,
  ...records.recordsHandlers,
  ...invite.inviteHandlers,
  ...agentCentre.agentCentreHandlers,
} satisfies Handlers;

/** Each area seeds its own tables (base first: the members the others build on) and may mount routes outside the contract. */
export const AREAS = [
  { seed: base.seedBase, mountRoutes: base.mountRoutes },
  { seed: accounts.seedAccounts, mountRoutes: accounts.mountRoutes },
  { seed: platform.seedPlatform, mountRoutes: platform.mountRoutes },
  { seed: walletAgent.seedWalletAgent, mountRoutes: walletAgent.mountRoutes },
  { seed: cashier.seedCashier, mountRoutes: cashier.mountRoutes },
  { seed: messages.seedMessages, mountRoutes: messages.mountRoutes },
  { seed: games.seedGames, mountRoutes: games.mountRoutes },
  { seed: content.seedContent, mountRoutes: content.mountRoutes },
  { seed: lottery.seedLottery, mountRoutes: lottery.mountRoutes },
  // After accounts: the demo accounts' security details build on their profiles.
  { seed: security.seedSecurity, mountRoutes: security.mountRoutes },
  // After base: the demo's activities; its claimed bonuses are in its ledger.
  { seed: rewards.seedRewards, mountRoutes: rewards.mountRoutes },
  // After accounts and the cashier: the demo's invitees, some with a credited deposit.
  { seed: invite.seedInvite, mountRoutes: invite.mountRoutes },
  // After the wallet and agent area: the team it seeded, its contracts' settlements.
  { seed: agentCentre.seedAgentCentre, mountRoutes: agentCentre.mountRoutes },
  // Last of the seeds that post the demo member's money: its MAIN ledger is written again in time order with its play.
  { seed: records.seedRecordsArea, mountRoutes: records.mountRoutes },
  // Nothing to seed: the CSP report endpoint.
  { seed: async () => {}, mountRoutes: cspReports.mountRoutes },
];

/** The operations whose bodies may be larger than MAX_BODY_BYTES (the uploads), and their own limits. */
const UPLOAD_BODY_LIMITS = {
  submitFeedback: UPLOAD_FORM_MAX_BODY_BYTES,
  applyPromotion: UPLOAD_FORM_MAX_BODY_BYTES,
  uploadCashierProof: CASHIER_PROOF_MAX_BODY_BYTES,
} satisfies Partial<Record<keyof typeof HANDLERS, number>>;

const DEVELOPMENT = process.env.NODE_ENV !== 'production';

export async function createSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const log = options.log ?? console;
  const now = options.now ?? Date.now;
  // The contract first: a broken openapi.yaml should fail before a database is opened.
  const contract = loadContract(options.contractPath ?? DEFAULT_CONTRACT_PATH);
  for (const warning of contract.warnings) log.warn(`[sandbox] openapi.yaml: ${warning}`);
  for (const operationId of Object.keys(HANDLERS)) {
    if (!contract.byId.has(operationId)) throw new Error(`Handler ${operationId} has no operation in openapi.yaml`);
  }

  const db = await openDatabase(options.dataDir);
  let keys: RsaKeyPair;
  try {
    await migrate(db);
    for (const area of AREAS) await area.seed(db, now());
    keys = await ensureKeyPair(db);
    if (options.systemStatus !== undefined) await setSystemStatus(db, options.systemStatus);
  } catch (err) {
    await db.close();
    throw err;
  }
  const deps: Deps = { db, now, keys, contract, log, proxySecret: options.proxySecret || null };
  const settlementTimer = options.settlementTimer ? startSettlementTimer(db, now, log) : null;

  const app = new Hono();
  if (options.logRequests) app.use('*', logger(options.logRequests));
  const allowed = options.corsOrigins ?? [];
  app.use(
    '*',
    cors({
      origin: (origin) => (allowed.includes(origin) ? origin : null),
      credentials: true,
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'],
      // X-Merchant-Code and Accept-Language are sent by @wl/api on every call.
      allowHeaders: ['Content-Type', 'Authorization', 'Accept-Language', 'X-Merchant-Code'],
    }),
  );

  // Before any route reads it: the body's size as it comes in (413), then what the database could not store (400).
  const uploadLimits = new Map<string, number>();
  for (const [operationId, limit] of Object.entries(UPLOAD_BODY_LIMITS)) {
    const op = contract.byId.get(operationId)!;
    uploadLimits.set(`${op.method.toUpperCase()} ${op.routePath}`, limit);
  }
  app.use('*', limitBodies(uploadLimits, MAX_BODY_BYTES));
  app.use('*', storableInput());

  // The contract's operations live on a typed sub-app (body and session variables); the outer app stays a plain Hono.
  const api = new Hono<SandboxEnv>();
  const validateResponses = options.validateResponses ?? DEVELOPMENT;
  for (const op of contract.operations) {
    // The contract middleware has checked the request, so the handler may read the body its operation declares.
    const handler = (HANDLERS as Partial<Record<string, RouteHandler>>)[op.operationId];
    api.on(
      op.method.toUpperCase(),
      op.routePath,
      contractMiddleware(op, deps, { validateResponses }),
      handler
        ? (c) => handler(c, deps)
        : (c) => error(c, 501, MESSAGES.notImplemented.message, MESSAGES.notImplemented.code),
    );
  }
  app.route('/', api);
  const withDevRoutes = options.devRoutes ?? false;
  if (withDevRoutes) gateDevRoutes(app);
  for (const area of AREAS) area.mountRoutes(app, deps, { devRoutes: withDevRoutes });

  app.notFound((c) => error(c, 404, MESSAGES.notFound.message, MESSAGES.notFound.code));
  app.onError((err, c) => {
    log.error('[sandbox] unhandled error', err);
    return error(c, 500, MESSAGES.internal.message, MESSAGES.internal.code);
  });

  let closed = false;
  return {
    app,
    db,
    contract,
    async close() {
      if (closed) return;
      closed = true;
      await settlementTimer?.stop();
      await db.close();
    },
  };
}
