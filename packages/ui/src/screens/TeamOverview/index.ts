export {
  TeamOverview,
  teamChartSeries,
  type TeamChartSeries,
  type TeamOverviewData,
  type TeamOverviewDay,
  type TeamOverviewProps,
} from './TeamOverview';
