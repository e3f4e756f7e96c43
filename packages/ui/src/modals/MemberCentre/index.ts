export * from './MemberCentre';
