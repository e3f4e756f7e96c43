export * from './CentreFrame';
