export { DownlinesPage, isDirectDownline, type DownlinesPageProps } from './DownlinesPage';
export {
  DownlineContractsDialog,
  DownlineRatesDialog,
  DownlineTransferDialog,
  PromoteDownlineDialog,
  downlineTransferFailureCodes,
  type DownlineContractsDialogProps,
  type DownlineRatesDialogProps,
  type DownlineTransferDialogProps,
  type DownlineTransferField,
  type DownlineTransferNotice,
  type DownlineTransferProblems,
  type DownlineTransferValues,
  type PromoteDownlineDialogProps,
} from './DownlineDialogs';
export * from './downlineTypes';
