export { Dialog, dialogSizes } from './Dialog';
export type { DialogProps, DialogSize } from './Dialog';
export { ConfirmDialog } from './ConfirmDialog';
export type { ConfirmDialogProps } from './ConfirmDialog';
