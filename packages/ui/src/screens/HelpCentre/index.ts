export * from './HelpCentre';
