import type { PGlite } from '@electric-sql/pglite';
import type { Hono } from 'hono';
import type { AreaHandlers, Deps } from '../types.ts';
import {
  claimManualRebate,
  claimMessageReward,
  deleteMessage,
  getManualRebate,
  getUnreadMessageCount,
  listMessages,
  readAllMessages,
  readMessage,
} from './messagesHandlers.ts';
import { mountMessagesDevRoutes } from './messagesDevRoutes.ts';
import { seedMessagesTables } from './messagesSeed.ts';

/** operationId → handler for the operations of openapi/src/messages.yaml. */
export const messagesHandlers = {
  listMessages,
  getUnreadMessageCount,
  readMessage,
  readAllMessages,
  deleteMessage,
  claimMessageReward,
  getManualRebate,
  claimManualRebate,
} satisfies AreaHandlers;

/** The demo member's inbox (once). */
export async function seedMessages(db: PGlite, now: number): Promise<void> {
  await seedMessagesTables(db, now);
}

/** The back office's development route POST /sandbox/messages; none in production. */
export function mountRoutes(app: Hono, deps: Deps, options: { devRoutes: boolean }): void {
  if (options.devRoutes) mountMessagesDevRoutes(app, deps);
}
