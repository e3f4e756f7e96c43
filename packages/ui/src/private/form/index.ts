export { useFormFields, type ControlledFormProps, type FormFieldsOptions, type TextKey } from './useFormFields';
export { useFocusFirstError } from './useFocusFirstError';
export { NewPasswordFields } from './NewPasswordFields';
export { AmountField } from './AmountField';
export { FormTabs, type FormTab } from './FormTabs';
export { SwitchLine } from './SwitchLine';
export { UsernameField } from './UsernameField';
export { FormError, FormNotice, submitWith, type FormOutcome, type PageFormProps } from './FormNotice';
export { amountProblemText, moneyFormatter, type AmountFieldProblem } from './amountText';
