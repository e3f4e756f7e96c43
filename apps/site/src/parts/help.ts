// The help part (one chunk): /help, the help page in the frame, and /helpmc, the help centre alone (no header).
export { default as HelpPage } from '../pages/HelpPage';
export { default as HelpCentrePage } from '../pages/HelpCentrePage';
