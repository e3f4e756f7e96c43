export * from './captchaMachine';
