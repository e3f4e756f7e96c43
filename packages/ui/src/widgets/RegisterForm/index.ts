export { RegisterForm } from './RegisterForm';
export type { RegisterErrors, RegisterFormProps } from './RegisterForm';
