// The one icon set, in groups so each group loads with what uses it.
export * from './svg';
export * from './frame';
export * from './general';
export * from './categories';
