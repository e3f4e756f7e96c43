export * from './MissionBoard';
