export * from './BannerSlider';
