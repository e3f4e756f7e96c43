export { RegisterForm } from './RegisterForm';
export type { RegisterFormProps } from './RegisterForm';
export {
  registerFieldStates,
  registerFields,
  registerTypes,
  emptyRegisterValues,
  type RegisterErrors,
  type RegisterField,
  type RegisterFieldOptions,
  type RegisterFieldRule,
  type RegisterFieldState,
  type RegisterRules,
  type RegisterType,
  type RegisterValues,
} from './registerFields';
