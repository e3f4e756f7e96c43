export * from './ArticleList';
