export * from './Carousel';
