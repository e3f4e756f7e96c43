export { BettingRecordPage, type BettingRecordPageProps } from './BettingRecordPage';
export { AccountRecordPage, type AccountRecordPageProps } from './AccountRecordPage';
export { PersonalProfitPage, type PersonalProfitPageProps } from './PersonalProfitPage';
export { BonusDetailsPage, type BonusDetailsPageProps } from './BonusDetailsPage';
export type { RecordPageProps, RecordPagingProps, RecordAccountFilterProps } from './RecordParts';
export * from './recordTypes';
