export { sessionMachine, isTrialSession, MEMBER_LOAD_FAILED_KEY } from './sessionMachine';
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
