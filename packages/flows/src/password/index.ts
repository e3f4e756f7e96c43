export * from './passwordChangeMachine';
export * from './forgotPasswordMachine';
