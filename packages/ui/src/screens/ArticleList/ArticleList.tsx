import { SafeHtml } from '../../shell/SafeHtml';
import * as styles from './ArticleList.css';

export interface ArticleItem {
  id: string | number;
  /** Plain text. */
  title: string;
  /** HTML from the operator: sanitized before it is shown. */
  html: string;
}

export interface ArticleListProps {
  articles: readonly ArticleItem[];
}

/** Titled texts from the operator (help pages, a promotion's terms), their HTML sanitized. */
export function ArticleList({ articles }: ArticleListProps) {
  return (
    <div className={styles.list}>
      {articles.map((article) => (
        <article key={article.id} className={styles.article} aria-label={article.title}>
          <h2 className={styles.title}>{article.title}</h2>
          <SafeHtml html={article.html} />
        </article>
      ))}
    </div>
  );
}
