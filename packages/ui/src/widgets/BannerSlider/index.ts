export * from './BannerSlider';
export * from './BannerPlaceholder';
