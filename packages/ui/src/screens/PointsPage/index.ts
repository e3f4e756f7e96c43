export * from './PointsPage';
