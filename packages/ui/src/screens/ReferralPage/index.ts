export * from './ReferralPage';
