export { RewardCentrePage, rewardActivityStatuses, rewardCentreStatuses } from './RewardCentrePage';
export type {
  RewardActivityStatus as RewardActivityTileStatus,
  RewardActivityTile,
  RewardApplication,
  RewardCentreNotice,
  RewardCentrePageProps,
  RewardCentreStatus,
} from './RewardCentrePage';
