export * from './AgentCentre';
