export { LoginModal } from './LoginModal';
export type { LoginModalProps, LoginValues } from './LoginModal';
