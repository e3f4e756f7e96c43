export * from './WithdrawPage';
export { WithdrawOrders, type WithdrawOrdersProps } from './WithdrawOrders';
