export * from './PointMall';
