export { sessionMachine, MEMBER_LOAD_FAILED_KEY } from './sessionMachine';
export { isTrialSession } from './trial';
export type {
  SessionConsolidated,
  SessionLoadMemberInput,
  SessionContext,
  SessionEmitted,
  SessionEndReason,
  SessionEvent,
  SessionInput,
  SessionMachine,
  SessionStartEvent,
  StoredSession,
} from './sessionMachine';
