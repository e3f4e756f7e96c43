// Validation rules shared by the design system, the flows and the sandbox (spec §5). Pure data and functions.
export * from './patterns';
export * from './check';
export * from './registerFields';
export * from './credentials';
export * from './login';
export * from './money';
export * from './profile';
export * from './deposit';
export * from './homeLobby';
export * from './security';
export * from './switches';
export * from './records';
export * from './uploads';
export * from './points';
export * from './agent';
