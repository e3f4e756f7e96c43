import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../private/PageFrame';
import * as page from '../../private/PageFrame/page.css';
import {
  RecordPager,
  RecordRangeFilter,
  RecordResults,
  RecordTable,
  RecordTotals,
  useRecordFormat,
  type RecordColumn,
  type RecordPageProps,
  type RecordPagingProps,
} from './RecordParts';
import type { RecordBonus } from './recordTypes';

type BonusColumn = 'time' | 'source' | 'title' | 'amount' | 'turnoverRequired';
const COLUMNS: readonly BonusColumn[] = ['time', 'source', 'title', 'amount', 'turnoverRequired'];

export interface BonusDetailsPageProps extends RecordPageProps, RecordPagingProps {
  bonuses: readonly RecordBonus[];
  /** The bonuses of the whole range. */
  totalAmount?: string;
}

/** Bonus details (spec §2 bonusDetails): the bonuses received over the range, the turnover each asks, their total. */
export function BonusDetailsPage(props: BonusDetailsPageProps) {
  const { t } = useTranslation('records');
  const format = useRecordFormat(props);
  const { bonuses } = props;
  const columns: RecordColumn<BonusColumn>[] = COLUMNS.map((key) => ({
    key,
    label: t(`bonus.column.${key}`),
    numeric: key === 'amount' || key === 'turnoverRequired',
  }));
  const cell = (index: number, column: BonusColumn): ReactNode => {
    const bonus = bonuses[index]!;
    switch (column) {
      case 'time':
        return format.date(bonus.time);
      case 'source':
        return <span className={page.badge}>{t(`bonus.source.${bonus.source}`)}</span>;
      case 'title':
        return bonus.title;
      default:
        return format.money(bonus[column]);
    }
  };
  return (
    <PageFrame title={t('member:centre.page.bonusDetails')}>
      <RecordRangeFilter range={props.range} onRangeChange={props.onRangeChange} problem={props.rangeProblem} />
      <RecordResults
        props={props}
        loadingLabel={t('bonus.loading')}
        emptyText={t('bonus.empty')}
        empty={bonuses.length === 0}
      >
        <RecordTable
          caption={t('member:centre.page.bonusDetails')}
          columns={columns}
          rows={bonuses}
          rowKey={(index) => bonuses[index]!.id}
          cell={cell}
        />
        <RecordPager paging={props} label={t('bonus.pages')} />
        {props.totalAmount !== undefined ? (
          <RecordTotals
            label={t('totals.title')}
            items={[{ label: t('bonus.total'), value: format.money(props.totalAmount) }]}
          />
        ) : null}
      </RecordResults>
    </PageFrame>
  );
}
