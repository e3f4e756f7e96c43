export { NoticeDialog, WarningDialog, noticeTones } from './NoticeDialog';
export type { NoticeDialogProps, NoticeTone, WarningDialogProps } from './NoticeDialog';
