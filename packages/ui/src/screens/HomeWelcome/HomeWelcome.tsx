import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import * as styles from './HomeWelcome.css';
import * as lobbyStyles from './lobby.css';

/** The game families the platform offers (spec §1), in the order the lobby shows them. */
export const homeCategories = ['lottery', 'slots', 'live', 'sports', 'fish', 'cards'] as const;

export interface HomeWelcomeProps {
  loggedIn: boolean;
  /** The member's account name, for the greeting. */
  account?: string;
  onLogin?: () => void;
  /**
   * The home lobby's blocks (spec §2: games, popular numbers, open results, missions, winners), under what the site
   * offers; their place keeps its height while they load.
   */
  lobby?: ReactNode;
}

/** The home page's welcome: a greeting, the call to log in, and what the site offers. */
export function HomeWelcome({ loggedIn, account, onLogin, lobby }: HomeWelcomeProps) {
  const { t } = useTranslation('home');
  return (
    <div className={styles.root}>
      <section className={styles.hero} aria-labelledby="home-welcome-title">
        <h1 id="home-welcome-title" className={styles.title}>
          {loggedIn && account ? t('welcomeBack', { account }) : t('title')}
        </h1>
        <p className={styles.lead}>{t('lead')}</p>
        {loggedIn ? null : (
          <Button variant="soft" size="lg" onClick={onLogin}>
            {t('loginToPlay')}
          </Button>
        )}
      </section>
      <section aria-labelledby="home-categories-title">
        <h2 id="home-categories-title" className={styles.sectionTitle}>
          {t('categoriesTitle')}
        </h2>
        <ul className={styles.categories}>
          {homeCategories.map((category) => (
            <li key={category} className={styles.category}>
              <span className={styles.categoryName}>{t(`categories.${category}.name`)}</span>
              <span className={styles.categoryText}>{t(`categories.${category}.text`)}</span>
            </li>
          ))}
        </ul>
      </section>
      {lobby === undefined ? null : <div className={lobbyStyles.lobby}>{lobby}</div>}
    </div>
  );
}
