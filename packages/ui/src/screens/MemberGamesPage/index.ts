export * from './MemberGamesPage';
