export { FeedbackPage } from './FeedbackPage';
export type { FeedbackNotice, FeedbackPageProps } from './FeedbackPage';
