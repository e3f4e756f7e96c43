export { VipBadge } from './VipBadge';
export type { VipBadgeProps, VipBadgeTarget } from './VipBadge';
