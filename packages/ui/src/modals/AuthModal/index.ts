export { AuthModal, authTabs } from './AuthModal';
export type { AuthModalProps, AuthTab } from './AuthModal';
