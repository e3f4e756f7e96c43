import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PromotionCarousel, type CarouselPromotion } from '../../widgets/PromotionCarousel';
import { RegisterForm, type RegisterFormProps } from '../../widgets/RegisterForm';
import * as page from '../../private/PageFrame/page.css';
import * as styles from './RegisterPage.css';

/** Spec §3 Banner, the parts the page shows (group w_reg). */
export interface RegisterBanner {
  bannerId: string | number;
  /** Picture address. */
  url: string;
  /** Describes the picture (its text, or the offer); empty only when the picture says nothing. */
  alt: string;
  /** Where a tap leads, when it leads anywhere. */
  href?: string;
}

export interface RegisterPageLinkProps {
  href: string;
  className: string;
  children: ReactNode;
}

export interface RegisterPageProps extends Omit<RegisterFormProps, 'onReset'> {
  /** The reset button: the caller empties the values (spec §2: the full page adds it). */
  onReset: () => void;
  /** The merchant's headline, e.g. the registration bonus; a translated default otherwise. */
  title?: string;
  /** Where the go-back link leads (spec §2: home). */
  homeHref?: string;
  /** Render links with the site's router link; a plain <a> otherwise. */
  renderLink?: (props: RegisterPageLinkProps) => ReactNode;
  /** Promotions of category new_player; their `content` is the server's HTML (SafeHtml sanitizes it). */
  promotions?: readonly CarouselPromotion[];
  onPromotionMore?: (promotion: CarouselPromotion) => void;
  /** Defaults to REGISTER_CAROUSEL_AUTOPLAY_MS (5000). */
  promotionAutoplayMs?: number;
  /** Banners of group w_reg. */
  banners?: readonly RegisterBanner[];
}

/**
 * The full registration page (/register): the form with a reset button and a go-back link, and on the right (below
 * on phones) the new-player promotions carousel and the registration banners.
 */
export function RegisterPage({
  title,
  homeHref = '/',
  renderLink,
  promotions = [],
  onPromotionMore,
  promotionAutoplayMs,
  banners = [],
  ...formProps
}: RegisterPageProps) {
  const { t } = useTranslation('register');
  const titleId = useId();
  const asideTitleId = useId();
  const link = (props: RegisterPageLinkProps) =>
    renderLink ? (
      renderLink(props)
    ) : (
      <a href={props.href} className={props.className}>
        {props.children}
      </a>
    );
  const hasAside = promotions.length > 0 || banners.length > 0;

  return (
    <div className={styles.root}>
      <div className={styles.top}>
        {link({
          href: homeHref,
          className: styles.back,
          children: (
            <>
              <span className={styles.backArrow} aria-hidden="true">
                ‹
              </span>
              {t('page.back')}
            </>
          ),
        })}
      </div>
      <div className={hasAside ? styles.columns : styles.single}>
        <section className={styles.card} aria-labelledby={titleId}>
          <h1 id={titleId} className={styles.title}>
            {title ?? t('page.title')}
          </h1>
          {/* spec §1: the register title's promotion (1000 THB) */}
          <p className={page.muted}>{t('page.promo')}</p>
          <RegisterForm {...formProps} />
        </section>
        {hasAside ? (
          <aside className={styles.aside} aria-labelledby={asideTitleId}>
            <h2 id={asideTitleId} className={styles.asideTitle}>
              {t('page.asideLabel')}
            </h2>
            <PromotionCarousel promotions={promotions} onMore={onPromotionMore} autoplayMs={promotionAutoplayMs} />
            {banners.length > 0 ? (
              <ul className={styles.banners}>
                {banners.map((banner) => (
                  <li key={banner.bannerId} className={styles.banner}>
                    {banner.href ? (
                      link({
                        href: banner.href,
                        className: styles.bannerLink,
                        children: <BannerImage banner={banner} />,
                      })
                    ) : (
                      <BannerImage banner={banner} />
                    )}
                  </li>
                ))}
              </ul>
            ) : null}
          </aside>
        ) : null}
      </div>
    </div>
  );
}

function BannerImage({ banner }: { banner: RegisterBanner }) {
  return <img className={styles.bannerImage} src={banner.url} alt={banner.alt} loading="lazy" decoding="async" />;
}
