export * from './PromotionList';
