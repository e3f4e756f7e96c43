export * from './CornerDock';
