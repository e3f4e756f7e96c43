export * from './MissionCentrePage';
