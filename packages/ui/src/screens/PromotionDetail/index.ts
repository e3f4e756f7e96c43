export * from './PromotionDetail';
