export { RegisterSuccessModal } from './RegisterSuccessModal';
export type { RegisterSuccessModalProps } from './RegisterSuccessModal';
