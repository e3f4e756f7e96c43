export {
  RegisterCentre,
  accountTypes,
  type AffiliateLinkItem,
  type DownlineFormField,
  type DownlineFormValues,
  type DownlineNotice,
  type LinkFormField,
  type LinkFormValues,
  type LinkNotice,
  type RegisterAccountType,
  type RegisterCentreProps,
  type RegisterRate,
} from './RegisterCentre';
