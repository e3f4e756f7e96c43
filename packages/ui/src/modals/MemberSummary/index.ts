export * from './MemberSummary';
