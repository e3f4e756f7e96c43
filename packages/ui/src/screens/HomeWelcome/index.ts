export { HomeWelcome, homeCategories } from './HomeWelcome';
export type { HomeWelcomeProps } from './HomeWelcome';
