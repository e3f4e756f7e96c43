export { useFormFields, type FormFieldsOptions, type TextKey } from './useFormFields';
export { useFocusFirstError } from './useFocusFirstError';
export { NewPasswordFields } from './NewPasswordFields';
