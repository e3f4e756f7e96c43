import type { ResourceLanguage } from 'i18next';

/**
 * Every language's files of the namespaces only some pages use (`laterNamespaces` in i18n.ts, written out again
 * because Vite needs the pattern literally; a test checks they agree). A chunk of its own: see i18n.ts.
 */
export const laterFiles = import.meta.glob<ResourceLanguage>(
  './locales/*/{account,register,content,lobby,member,deposit,withdraw,security,records,messages,rewards,personal,invite,agent,agentTeam,agentDownlines,agentReports,agentContracts}.json',
  { import: 'default' },
);
