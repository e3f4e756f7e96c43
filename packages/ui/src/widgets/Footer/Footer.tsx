import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../components/IconButton';
import { ChevronLeftIcon, ChevronRightIcon } from '../../private/icons';
import { ShellLink } from '../../private/ShellLink';
import type { NavigateHandler, ShellVendor } from '../../private/types';
import * as styles from './Footer.css';

/** Spec §2: the description carousel has 5 text blocks (texts in the `shell` namespace, footer.blocks.1 to 5). */
export const FOOTER_BLOCK_COUNT = 5;

export interface FooterProps {
  /** Every vendor's logo (spec §2: vendor logos). */
  vendors: readonly ShellVendor[];
  /** The RNG vendors, linked to their tab of the slots lobby (/rng?page=VASSALAGE). */
  rngVendors: readonly ShellVendor[];
  /** Plain clicks on the footer's links; the site's router navigates. */
  onNavigate: NavigateHandler;
  /** The merchant's name in the copyright line. */
  merchantName: string;
  /** The copyright year; this year by default. */
  year?: number;
  /** Where free credit is (a promotions category by default). */
  freeCreditPath?: string;
  /** The help centre (route table: /help). */
  helpPath?: string;
}

const rngPath = (vendor: ShellVendor) => `/rng?page=${encodeURIComponent(vendor.vassalage)}`;

/**
 * The page footer (spec §2): vendor logos, a carousel of 5 description blocks, RNG vendor links, page links, the
 * help centre and the copyright line.
 */
export function Footer({
  vendors,
  rngVendors,
  onNavigate,
  merchantName,
  year = new Date().getFullYear(),
  freeCreditPath = '/promotions',
  helpPath = '/help',
}: FooterProps) {
  const { t } = useTranslation('shell');
  const ids = useId();
  const [slide, setSlide] = useState(0);
  const go = (next: number) => setSlide((next + FOOTER_BLOCK_COUNT) % FOOTER_BLOCK_COUNT);
  const number = slide + 1;

  const pages = [
    { id: 'home', path: '/' },
    { id: 'rng', path: '/rng' },
    { id: 'sports', path: '/sports' },
    { id: 'live', path: '/live' },
    { id: 'freeCredit', path: freeCreditPath },
    { id: 'promotions', path: '/promotions' },
  ];

  return (
    <footer className={styles.root}>
      <div className={styles.inner}>
        {vendors.length > 0 ? (
          <section aria-labelledby={`${ids}-vendors`} className={styles.section}>
            <h2 id={`${ids}-vendors`} className={styles.heading}>
              {t('footer.vendors')}
            </h2>
            <ul className={styles.logos}>
              {vendors.map((vendor) => (
                <li key={vendor.vassalage} className={styles.logoItem}>
                  <img
                    src={vendor.logoUrl}
                    alt={vendor.displayName}
                    loading="lazy"
                    decoding="async"
                    className={styles.logo}
                  />
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <section aria-roledescription="carousel" aria-labelledby={`${ids}-about`} className={styles.carousel}>
          <div className={styles.carouselHead}>
            <h2 id={`${ids}-about`} className={styles.heading}>
              {t('footer.about')}
            </h2>
            <div className={styles.controls}>
              <IconButton
                size="sm"
                label={t('footer.previous')}
                icon={<ChevronLeftIcon />}
                aria-controls={`${ids}-slide`}
                onClick={() => go(slide - 1)}
              />
              <IconButton
                size="sm"
                label={t('footer.next')}
                icon={<ChevronRightIcon />}
                aria-controls={`${ids}-slide`}
                onClick={() => go(slide + 1)}
              />
            </div>
          </div>
          {/* polite: the new block is read out after a previous/next press */}
          <div aria-live="polite">
            <div
              id={`${ids}-slide`}
              role="group"
              aria-roledescription="slide"
              aria-label={t('footer.slide', { index: number, count: FOOTER_BLOCK_COUNT })}
              className={styles.slide}
            >
              <h3 className={styles.slideTitle}>{t(`footer.blocks.${number}.title`)}</h3>
              <p className={styles.slideText}>{t(`footer.blocks.${number}.text`)}</p>
            </div>
          </div>
          <div className={styles.dots}>
            {Array.from({ length: FOOTER_BLOCK_COUNT }, (_, index) => (
              <button
                key={index}
                type="button"
                className={styles.dot}
                aria-label={t('footer.goToSlide', { index: index + 1, count: FOOTER_BLOCK_COUNT })}
                aria-current={index === slide ? 'true' : undefined}
                aria-controls={`${ids}-slide`}
                onClick={() => go(index)}
              />
            ))}
          </div>
        </section>

        <div className={styles.columns}>
          {rngVendors.length > 0 ? (
            <nav aria-label={t('footer.rngVendors')}>
              <h2 className={styles.heading}>{t('footer.rngVendors')}</h2>
              <ul className={styles.links}>
                {rngVendors.map((vendor) => (
                  <li key={vendor.vassalage}>
                    <ShellLink
                      href={rngPath(vendor)}
                      className={styles.link}
                      onNavigate={() => onNavigate(rngPath(vendor), 'rng')}
                    >
                      {vendor.displayName}
                    </ShellLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <nav aria-label={t('footer.pages')}>
            <h2 className={styles.heading}>{t('footer.pages')}</h2>
            <ul className={styles.links}>
              {pages.map((page) => (
                <li key={page.id}>
                  <ShellLink href={page.path} className={styles.link} onNavigate={() => onNavigate(page.path, page.id)}>
                    {t(`footer.${page.id}`)}
                  </ShellLink>
                </li>
              ))}
              <li>
                <ShellLink href={helpPath} className={styles.link} onNavigate={() => onNavigate(helpPath, 'help')}>
                  {t('footer.helpCentre')}
                </ShellLink>
              </li>
            </ul>
          </nav>
        </div>

        <p className={styles.copyright}>{t('footer.copyright', { year, name: merchantName })}</p>
      </div>
    </footer>
  );
}
