export { PromotionCarousel, REGISTER_CAROUSEL_AUTOPLAY_MS } from './PromotionCarousel';
export type { CarouselPromotion, PromotionCarouselProps } from './PromotionCarousel';
