export { PlayerRankPage, RankSummary, playerRankStatuses } from './PlayerRankPage';
export type { PlayerRankPageProps, PlayerRankStatus, RankLevel, RankProgress } from './PlayerRankPage';
