export * from './CashierNotice';
