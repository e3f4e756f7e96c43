import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceChips } from '../../private/form';
import { PageFrame } from '../../private/PageFrame';
import {
  RecordRangeFilter,
  RecordResults,
  RecordTotals,
  useRecordFormat,
  type RecordPageProps,
} from '../RecordPages/RecordParts';
import { TeamChart } from './TeamChart';
import * as styles from './TeamOverview.css';
import { dateTimeFormat, numberFormat } from '../../private/format/formats';

/** One day of the period as the contract has it (TeamDay); money as decimal strings. */
export interface TeamOverviewDay {
  /** yyyy-mm-dd in the merchant's time zone. */
  date: string;
  newMembers: number;
  activeMembers: number;
  depositAmount: string;
  withdrawalAmount: string;
  betAmount: string;
  validBet: string;
  profitLoss: string;
}

/** The team in the period (the contract's TeamOverview). */
export interface TeamOverviewData {
  teamSize: number;
  directCount: number;
  agents: number;
  newMembers: number;
  activeMembers: number;
  depositAmount: string;
  depositCount: number;
  withdrawalAmount: string;
  withdrawalCount: number;
  betAmount: string;
  validBet: string;
  profitLoss: string;
  days: readonly TeamOverviewDay[];
}

/** The series the chart can draw, one at a time. */
export const teamChartSeries = ['validBet', 'profitLoss', 'depositAmount', 'newMembers'] as const;
export type TeamChartSeries = (typeof teamChartSeries)[number];

export interface TeamOverviewProps extends RecordPageProps {
  overview?: TeamOverviewData;
}

/**
 * The team overview (spec §2 agentTeamOverview, the agent centre's first page): the period (the records' presets and
 * dates, in the merchant's time zone), the team's figures, and a chart of one series per day with its table.
 */
export function TeamOverview(props: TeamOverviewProps) {
  const { t, i18n } = useTranslation('agentTeam');
  const format = useRecordFormat(props);
  const [series, setSeries] = useState<TeamChartSeries>('validBet');
  const overview = props.overview;
  const language = i18n.resolvedLanguage ?? i18n.language;
  const dayFormat = dateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const axisFormat = numberFormat(language, { notation: 'compact', maximumFractionDigits: 1 });
  const figure = (day: TeamOverviewDay) => {
    const value = day[series];
    if (typeof value === 'number') return { value, shown: format.number(value) };
    return { value: Number(value), shown: series === 'profitLoss' ? signedText(value) : format.money(value) };
  };
  // the table's text: the sign written out (the colour is the figures' own)
  const signedText = (value: string) => {
    const negative = value.startsWith('-');
    const amount = format.money(negative ? value.slice(1) : value);
    return Number(value) === 0 ? amount : `${negative ? '−' : '+'}${amount}`;
  };
  return (
    <PageFrame title={t('agent:centre.page.agentTeamOverview')}>
      <RecordRangeFilter range={props.range} onRangeChange={props.onRangeChange} problem={props.rangeProblem} />
      <RecordResults
        props={props}
        loadingLabel={t('overview.loading')}
        emptyText={t('overview.empty')}
        empty={!overview}
      >
        {overview ? (
          <>
            <RecordTotals
              label={t('overview.team')}
              items={[
                { label: t('overview.teamSize'), value: format.number(overview.teamSize) },
                { label: t('overview.directCount'), value: format.number(overview.directCount) },
                { label: t('overview.agents'), value: format.number(overview.agents) },
                { label: t('overview.newMembers'), value: format.number(overview.newMembers) },
                { label: t('overview.activeMembers'), value: format.number(overview.activeMembers) },
              ]}
            />
            <RecordTotals
              label={t('overview.money')}
              items={[
                {
                  label: t('overview.deposits'),
                  value: (
                    <>
                      {format.money(overview.depositAmount)}
                      <span className={styles.count}>
                        {t('overview.count', { shown: format.number(overview.depositCount) })}
                      </span>
                    </>
                  ),
                },
                {
                  label: t('overview.withdrawals'),
                  value: (
                    <>
                      {format.money(overview.withdrawalAmount)}
                      <span className={styles.count}>
                        {t('overview.count', { shown: format.number(overview.withdrawalCount) })}
                      </span>
                    </>
                  ),
                },
                { label: t('overview.betAmount'), value: format.money(overview.betAmount) },
                { label: t('overview.validBet'), value: format.money(overview.validBet) },
                { label: t('overview.profitLoss'), value: format.signed(overview.profitLoss) },
              ]}
            />
            <section className={styles.chartSection} aria-label={t('overview.chart.title')}>
              <ChoiceChips
                label={t('overview.chart.series')}
                choices={teamChartSeries}
                value={series}
                onChange={setSeries}
                className={styles.chips}
                labelOf={(choice) => t(`overview.chart.seriesName.${choice}`)}
              />
              <TeamChart
                caption={t('overview.chart.caption', { series: t(`overview.chart.seriesName.${series}`) })}
                points={overview.days.map((day) => ({ date: day.date, ...figure(day) }))}
                dateLabel={t('overview.chart.date')}
                valueLabel={t(`overview.chart.seriesName.${series}`)}
                formatDay={(date) => dayFormat.format(new Date(`${date}T00:00:00Z`))}
                formatAxis={(value) => axisFormat.format(value)}
              />
            </section>
          </>
        ) : null}
      </RecordResults>
    </PageFrame>
  );
}
