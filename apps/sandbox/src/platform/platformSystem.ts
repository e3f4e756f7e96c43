// Handlers of the system operations of this area (whitelabel, domain route, help centre, settings tree, routers,
// language). Feedback is in feedback.ts.
import { plantedRouterDomains } from '../content/hostileContent.ts';
import { fail, ok } from '../envelope.ts';
import { loadRegistrationSettings } from '../accounts/registrationSettings.ts';
import { whitelabelFlags } from '../base/switches.ts';
import { REGISTRATION_SETTING_NODES } from '../siteConfig.ts';
import type { Handler, Schemas } from '../types.ts';
import { DEFAULT_LANGUAGE } from './platformConstants.ts';
import { PLATFORM_MESSAGES } from './platformMessages.ts';

interface SettingsNode {
  modId: string;
  name: string;
  enabled: '1' | '0';
  childrenNodes: SettingsNode[];
}

export const getWhitelabel: Handler<'getWhitelabel'> = async (c, { db }) => ok(c, await whitelabelFlags(db));

export const getDomainRoute: Handler<'getDomainRoute'> = async (c, { db }) => {
  // The contract's pattern allows a port; the binding is per host.
  const domain = c.req.query('domain')!.toLowerCase().replace(/:\d+$/, '');
  const row = (
    await db.query<{ domain: string; site_type: Schemas['DomainRoute']['siteType']; home_path: string }>(
      'SELECT domain, site_type, home_path FROM site_domains WHERE domain = $1',
      [domain],
    )
  ).rows[0];
  if (!row) return fail(c, PLATFORM_MESSAGES.invalidDomain);
  return ok(c, { domain: row.domain, siteType: row.site_type, homePath: row.home_path });
};

export const getHelpCenter: Handler<'getHelpCenter'> = async (c, { db }) => {
  const language = c.req.query('language') ?? DEFAULT_LANGUAGE;
  // One row per section: the asked language when written, else the default.
  const { rows } = await db.query<Schemas['HelpSection']>(
    `SELECT id, code, title, content, language FROM (
       SELECT DISTINCT ON (code) id, code, title, content, language, sort
       FROM help_sections WHERE language IN ($1, $2)
       ORDER BY code, (language = $1) DESC
     ) s ORDER BY sort, code`,
    [language, DEFAULT_LANGUAGE],
  );
  return ok(c, { list: rows });
};

export const getSettingsTree: Handler<'getSettingsTree'> = async (c, { db }) => {
  const { rows } = await db.query<{ mod_id: string; parent_mod_id: string | null; name: string; enabled: boolean }>(
    'SELECT mod_id, parent_mod_id, name, enabled FROM setting_nodes ORDER BY sort, mod_id',
  );
  const { options } = await loadRegistrationSettings(db);
  // The registration switches are shown as the registration settings hold them (the server obeys those).
  const enabledOf = (r: (typeof rows)[number]) => {
    const registrationSwitch = REGISTRATION_SETTING_NODES[r.mod_id];
    return registrationSwitch ? options[registrationSwitch] : r.enabled;
  };
  const nodes = new Map<string, SettingsNode>(
    rows.map((r) => [
      r.mod_id,
      { modId: r.mod_id, name: r.name, enabled: enabledOf(r) ? '1' : '0', childrenNodes: [] },
    ]),
  );
  const roots: SettingsNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.mod_id)!;
    if (row.parent_mod_id === null) roots.push(node);
    else nodes.get(row.parent_mod_id)!.childrenNodes.push(node);
  }
  return ok(c, roots);
};

export const getRouters: Handler<'getRouters'> = async (c, { db }) => {
  const { rows } = await db.query<{ url: string }>(
    'SELECT url FROM site_domains WHERE in_router_list ORDER BY sort, domain',
  );
  // Speed 0: the client's speed test measures each domain. What the hostile content switch planted comes first.
  const domains = [...plantedRouterDomains(db), ...rows.map((r) => r.url)];
  return ok(c, { domainList: domains.map((domain) => ({ domain, speed: 0 })) });
};

export const updateLanguage: Handler<'updateLanguage'> = async (c, { db, now }) => {
  const { language } = c.get('body');
  const session = c.get('session');
  if (session) {
    await db.query(
      `INSERT INTO member_languages (member_id, language, updated_at) VALUES ($1, $2, $3)
       ON CONFLICT (member_id) DO UPDATE SET language = EXCLUDED.language, updated_at = EXCLUDED.updated_at`,
      [session.memberId, language, new Date(now())],
    );
  }
  return ok(c, { language, stored: session !== null });
};
