export { chatMachine, selectChatView } from './chatMachine';
export type {
  ChatCallInput,
  ChatContext,
  ChatEmitted,
  ChatEvent,
  ChatInput,
  ChatMachine,
  ChatSession,
  ChatSnapshot,
  ChatView,
} from './chatMachine';
export { CHAT_SERVICE_FLAG, CHAT_URL_FAILED_KEY } from './constants';
