export { TeamProfitLossPage, type TeamProfitLossPageProps } from './TeamProfitLossPage';
export { AgentIncomePage, type AgentIncomePageProps } from './AgentIncomePage';
export * from './agentReportTypes';
