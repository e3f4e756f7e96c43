import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { codePointLength, AFFILIATE_REMARK_MAX, type GameCategory } from '@wl/rules';
import { Button } from '../../components/Button';
import { ContentStatus } from '../../components/ContentStatus';
import { PasswordField } from '../../components/PasswordField';
import { QrCode } from '../../components/QrCode';
import { TextField } from '../../components/TextField';
import { ChoiceChips, FormNotice, submitWith } from '../../private/form';
import { useDateFormat, useNumberFormat } from '../../private/format/intl';
import { PageFrame, PageLoadStatus, type PageLoadProps } from '../../private/PageFrame';
import * as page from '../../private/PageFrame/page.css';
import type { Loadable } from '../../private/types';
import * as styles from './RegisterCentre.css';
import { numberFormat } from '../../private/format/formats';

export const accountTypes = ['member', 'agent'] as const;
export type RegisterAccountType = (typeof accountTypes)[number];

/** A rebate rate as the contract has it: percent of the valid bet, at most 2 decimals. */
export interface RegisterRate {
  category: GameCategory;
  rate: number;
}

export type DownlineFormField = 'username' | 'password' | 'confirmPassword' | 'accountType' | GameCategory;
export interface DownlineFormValues {
  username: string;
  password: string;
  confirmPassword: string;
  accountType: RegisterAccountType;
  rates: Record<GameCategory, string>;
}

export type LinkFormField = 'remark' | 'accountType' | GameCategory;
export interface LinkFormValues {
  accountType: RegisterAccountType;
  remark: string;
  rates: Record<GameCategory, string>;
}

/** One affiliate link (the contract's AffiliateLink). */
export interface AffiliateLinkItem {
  code: string;
  accountType: RegisterAccountType;
  rates: readonly RegisterRate[];
  remark: string;
  registrations: number;
  createdAt: string;
}

export type DownlineNotice = { kind: 'registered'; account: string } | { kind: 'failed'; message: string };
export type LinkNotice =
  { kind: 'created'; code: string } | { kind: 'deleted'; code: string } | { kind: 'failed'; message: string };

/** A form of the page: controlled (the site holds the values), its errors already translated by the site. */
interface FormPart<F extends string, V, N> {
  values: V;
  onChange: (field: F, value: string) => void;
  errors?: Partial<Record<F, string>>;
  onSubmit: () => void;
  submitting?: boolean;
  notice?: N | null;
  onDismissNotice?: () => void;
}

export interface RegisterCentreProps extends PageLoadProps<'loading' | 'error' | 'ready'> {
  /** The agent's own rates: the categories offered and each one's most. */
  ownRates?: readonly RegisterRate[];
  downline: FormPart<DownlineFormField, DownlineFormValues, DownlineNotice>;
  linkForm: FormPart<LinkFormField, LinkFormValues, LinkNotice>;
  /** The agent's links and how many may live at once. */
  links: Loadable<{ list: readonly AffiliateLinkItem[]; max: number }>;
  /** The registration address a link's code makes. */
  addressOf: (code: string) => string;
  onCopyLink?: (code: string) => void;
  /** The last copy: done, or refused by the browser (the address stays there to select). */
  copied?: { code: string; state: 'copied' | 'failed' } | null;
  onDeleteLink?: (code: string) => void;
  /** The link being deleted. */
  deleting?: string | null;
  /** The merchant's IANA time zone. */
  timeZone?: string;
}

function useRate() {
  const { i18n } = useTranslation();
  const format = numberFormat(i18n.resolvedLanguage ?? i18n.language, { maximumFractionDigits: 2 });
  return (rate: number) => `${format.format(rate)}%`;
}

function RateFields<F extends string>({
  ownRates,
  values,
  errors = {},
  onChange,
  legend,
}: {
  ownRates: readonly RegisterRate[];
  values: Record<GameCategory, string>;
  errors?: Partial<Record<F, string>>;
  onChange: (field: GameCategory, value: string) => void;
  legend: string;
}) {
  const { t } = useTranslation('agentTeam');
  const rate = useRate();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.rates}>
        {ownRates.map(({ category, rate: max }) => (
          <TextField
            key={category}
            label={t(`records:category.${category}`)}
            inputMode="decimal"
            autoComplete="off"
            suffix="%"
            value={values[category] ?? ''}
            onChange={(event) => onChange(category, event.target.value)}
            hint={t('rates.max', { max: rate(max) })}
            error={errors[category as unknown as F]}
          />
        ))}
      </div>
    </fieldset>
  );
}

function DownlineForm({
  ownRates,
  form,
}: {
  ownRates: readonly RegisterRate[];
  form: RegisterCentreProps['downline'];
}) {
  const { t } = useTranslation('agentTeam');
  const titleId = useId();
  const { values, errors = {}, onChange } = form;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={page.sectionTitle}>
        {t('register.title')}
      </h2>
      <FormNotice
        notice={form.notice ?? null}
        failedTitle={t('register.failedTitle')}
        onClose={form.onDismissNotice}
        done={(done) => t('register.registered', { account: done.account })}
      />
      <form className={styles.form} onSubmit={submitWith(form.onSubmit, form.submitting)} noValidate>
        <TextField
          label={t('register.username')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={values.username}
          onChange={(event) => onChange('username', event.target.value)}
          error={errors.username}
        />
        <PasswordField
          label={t('register.password')}
          autoComplete="new-password"
          required
          value={values.password}
          onChange={(event) => onChange('password', event.target.value)}
          error={errors.password}
        />
        <PasswordField
          label={t('register.confirmPassword')}
          autoComplete="new-password"
          required
          value={values.confirmPassword}
          onChange={(event) => onChange('confirmPassword', event.target.value)}
          error={errors.confirmPassword}
        />
        <ChoiceChips
          label={t('accountType.label')}
          choices={accountTypes}
          value={values.accountType}
          onChange={(next) => onChange('accountType', next)}
          labelOf={(choice) => t(`accountType.${choice}`)}
          className={styles.chips}
        />
        <RateFields
          ownRates={ownRates}
          values={values.rates}
          errors={errors}
          onChange={onChange}
          legend={t('rates.legend')}
        />
        <Button type="submit" fullWidth loading={form.submitting}>
          {t('register.submit')}
        </Button>
      </form>
    </section>
  );
}

function LinkRow({ link, props }: { link: AffiliateLinkItem; props: RegisterCentreProps }) {
  const { t } = useTranslation('agentTeam');
  const date = useDateFormat(true, props.timeZone);
  const number = useNumberFormat();
  const rate = useRate();
  const [qrShown, setQrShown] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const address = props.addressOf(link.code);
  const given = link.rates.filter((entry) => entry.rate > 0);
  const deleting = props.deleting === link.code;
  const copied = props.copied?.code === link.code ? props.copied.state : null;
  return (
    <li className={styles.link}>
      <div className={styles.linkHead}>
        <span className={styles.code}>{link.code}</span>
        <span className={page.badge}>{t(`accountType.${link.accountType}`)}</span>
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={page.muted}>{t('links.rates')}</dt>
          <dd>
            {given.length === 0
              ? t('links.noRebate')
              : given.map((entry) => `${t(`records:category.${entry.category}`)} ${rate(entry.rate)}`).join(' · ')}
          </dd>
        </div>
        {link.remark ? (
          <div className={styles.fact}>
            <dt className={page.muted}>{t('links.remark')}</dt>
            <dd>{link.remark}</dd>
          </div>
        ) : null}
        <div className={styles.fact}>
          <dt className={page.muted}>{t('links.registrations')}</dt>
          <dd>{number(link.registrations)}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={page.muted}>{t('links.created')}</dt>
          <dd>{date(link.createdAt)}</dd>
        </div>
      </dl>
      <p className={styles.address}>{address}</p>
      <div className={styles.actions}>
        <Button size="sm" onClick={() => props.onCopyLink?.(link.code)}>
          {t('links.copy')}
        </Button>
        <Button size="sm" variant="outline" aria-expanded={qrShown} onClick={() => setQrShown(!qrShown)}>
          {t(qrShown ? 'links.hideQr' : 'links.showQr')}
        </Button>
        {confirming ? null : (
          <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
            {t('links.delete')}
          </Button>
        )}
      </div>
      <p className={styles.status} role="status">
        {copied ? t(copied === 'copied' ? 'links.copied' : 'links.copyFailed') : ''}
      </p>
      {confirming ? (
        <div className={styles.confirm} role="group" aria-label={t('links.confirmTitle', { code: link.code })}>
          <p className={styles.confirmText}>{t('links.confirmText', { code: link.code })}</p>
          <div className={styles.actions}>
            <Button size="sm" variant="critical" loading={deleting} onClick={() => props.onDeleteLink?.(link.code)}>
              {t('links.confirmDelete')}
            </Button>
            <Button size="sm" variant="outline" disabled={deleting} onClick={() => setConfirming(false)}>
              {t('links.keep')}
            </Button>
          </div>
        </div>
      ) : null}
      {qrShown ? <QrCode value={address} label={t('links.qr', { code: link.code })} className={styles.qr} /> : null}
    </li>
  );
}

function LinksPart({ ownRates, props }: { ownRates: readonly RegisterRate[]; props: RegisterCentreProps }) {
  const { t } = useTranslation('agentTeam');
  const number = useNumberFormat();
  const titleId = useId();
  const listId = useId();
  const { links, linkForm: form } = props;
  const { values, errors = {}, onChange } = form;
  const full = links.status === 'ready' && links.data.list.length >= links.data.max;
  const remarkLength = codePointLength(values.remark.trim());
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={page.sectionTitle}>
        {t('links.title')}
      </h2>
      <FormNotice
        notice={form.notice ?? null}
        failedTitle={t('links.failedTitle')}
        onClose={form.onDismissNotice}
        done={(done) => t(done.kind === 'created' ? 'links.createdNotice' : 'links.deletedNotice', { code: done.code })}
      />
      <form className={styles.form} onSubmit={submitWith(form.onSubmit, form.submitting || full)} noValidate>
        <ChoiceChips
          label={t('accountType.label')}
          choices={accountTypes}
          value={values.accountType}
          onChange={(next) => onChange('accountType', next)}
          labelOf={(choice) => t(`accountType.${choice}`)}
          className={styles.chips}
        />
        <RateFields
          ownRates={ownRates}
          values={values.rates}
          errors={errors}
          onChange={onChange}
          legend={t('rates.legend')}
        />
        <TextField
          label={t('links.remark')}
          autoComplete="off"
          value={values.remark}
          onChange={(event) => onChange('remark', event.target.value)}
          hint={t('links.remarkCounter', { count: remarkLength, max: AFFILIATE_REMARK_MAX })}
          error={errors.remark}
        />
        {links.status === 'ready' ? (
          <p className={page.muted}>
            {t('links.used', {
              shown: number(links.data.list.length),
              max: number(links.data.max),
            })}
            {full ? ` ${t('links.full')}` : ''}
          </p>
        ) : null}
        <Button type="submit" fullWidth loading={form.submitting} disabled={full}>
          {t('links.create')}
        </Button>
      </form>
      {links.status !== 'ready' ? (
        <ContentStatus
          status={links.status}
          size="section"
          loadingLabel={t('links.loading')}
          errorMessage={links.status === 'error' ? links.message : undefined}
          onRetry={links.status === 'error' ? links.onRetry : undefined}
        />
      ) : links.data.list.length === 0 ? (
        <ContentStatus status="empty" size="section" emptyText={t('links.empty')} />
      ) : (
        <>
          <h3 id={listId} className={styles.listTitle}>
            {t('links.listTitle')}
          </h3>
          <ul className={styles.links} aria-labelledby={listId}>
            {links.data.list.map((link) => (
              <LinkRow key={link.code} link={link} props={props} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/**
 * Register account (spec §2 registerCenter): a downline registered directly (username, password, member or agent, a
 * rebate rate per game category at most the agent's own), and the affiliate links that register people with the
 * same terms (create within the limit, copy, QR, delete after a confirmation).
 */
export function RegisterCentre(props: RegisterCentreProps) {
  const { t } = useTranslation('agentTeam');
  const title = t('agent:centre.page.registerCenter');
  if (props.status !== 'ready') {
    return <PageLoadStatus title={title} loadingLabel={t('register.loading')} {...props} status={props.status} />;
  }
  const ownRates = props.ownRates ?? [];
  return (
    <PageFrame title={title}>
      <DownlineForm ownRates={ownRates} form={props.downline} />
      <LinksPart ownRates={ownRates} props={props} />
    </PageFrame>
  );
}
