// The merchant's switches as the back office would hold them: the settings tree's nodes (setting_nodes, and for the
// registration switches registration_options, which the registration, SMS and login calls obey) and the whitelabel
// flags of their own (the settings table). The settings tree, whitelabel and permission calls read them here, and the
// development route PUT /sandbox/switches/:name flips any of them.
import type { Queryable } from '../accounts/queryable.ts';
import { THIRD_PARTY_PHONE_AUTH } from '../accounts/accountsConstants.ts';
import { MERCHANT_FLAGS, REGISTRATION_SETTING_NODES, WHITELABEL_TREE_FLAGS } from '../siteConfig.ts';

/** The registration switches' columns in registration_options. */
const REGISTRATION_COLUMNS = {
  registerEnabled: 'register_enabled',
  registerMobileEnabled: 'register_mobile_enabled',
  smsVerification: 'sms_verification',
  mobileCodeLogin: 'mobile_code_login',
  forcedPasswordChange: 'forced_password_change',
} as const satisfies Record<(typeof REGISTRATION_SETTING_NODES)[string], string>;

/**
 * Whitelabel flags that are not tree nodes and that the sandbox does not send until one is set: the site then keeps
 * its merchant folder's value (spec §2 `loginedToHomePage`, a site setting).
 */
export const UNSET_WHITELABEL_FLAGS = ['loginedToHomePage'] as const;

/** Registration settings kept in `settings` rather than in registration_options, with their seeded values. */
export const STORED_REGISTRATION_SWITCHES = { thirdPartyPhoneAuth: THIRD_PARTY_PHONE_AUTH } as const;
type StoredRegistrationSwitch = keyof typeof STORED_REGISTRATION_SWITCHES;
const REGISTRATION_KEY = 'registration:';

const FLAG_KEY = 'whitelabel:';
const OWN_FLAGS: readonly string[] = [
  ...Object.keys(MERCHANT_FLAGS).filter((flag) => !(flag in WHITELABEL_TREE_FLAGS)),
  ...UNSET_WHITELABEL_FLAGS,
];

/** Every node of the tree, with whether it is in effect (it and all its parents on). */
export async function settingNodes(db: Queryable): Promise<Map<string, boolean>> {
  const { rows } = await db.query<{ mod_id: string; parent_mod_id: string | null; enabled: boolean }>(
    'SELECT mod_id, parent_mod_id, enabled FROM setting_nodes',
  );
  const options = (await db.query<Record<string, boolean>>('SELECT * FROM registration_options')).rows[0] ?? {};
  const own = new Map(
    rows.map((r) => {
      const registrationSwitch = REGISTRATION_SETTING_NODES[r.mod_id];
      const enabled = registrationSwitch ? options[REGISTRATION_COLUMNS[registrationSwitch]] === true : r.enabled;
      return [r.mod_id, { parent: r.parent_mod_id, enabled }];
    }),
  );
  const inEffect = (modId: string | null): boolean => {
    if (modId === null) return true;
    const node = own.get(modId);
    return node !== undefined && node.enabled && inEffect(node.parent);
  };
  return new Map([...own.keys()].map((modId) => [modId, inEffect(modId)]));
}

/** Whether a node of the tree is in effect (false when the tree has no such node). */
export async function switchOn(db: Queryable, modId: string): Promise<boolean> {
  return (await settingNodes(db)).get(modId) === true;
}

/** The whitelabel flags of the permission and whitelabel calls: their own, and the tree's under their flag names. */
export async function whitelabelFlags(db: Queryable): Promise<Record<string, boolean>> {
  const nodes = await settingNodes(db);
  const { rows } = await db.query<{ key: string; value: string }>('SELECT key, value FROM settings WHERE key LIKE $1', [
    `${FLAG_KEY}%`,
  ]);
  const stored = Object.fromEntries(rows.map((r) => [r.key.slice(FLAG_KEY.length), r.value === '1']));
  const fromTree = Object.fromEntries(
    Object.entries(WHITELABEL_TREE_FLAGS).map(([flag, modId]) => [flag, nodes.get(modId) === true]),
  );
  const own = Object.fromEntries(Object.entries(MERCHANT_FLAGS).filter(([flag]) => OWN_FLAGS.includes(flag)));
  return { ...own, ...stored, ...fromTree };
}

/** A registration setting of STORED_REGISTRATION_SWITCHES, as set (the seeded value until then). */
export async function storedRegistrationSwitch(db: Queryable, name: StoredRegistrationSwitch): Promise<boolean> {
  const { rows } = await db.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [
    `${REGISTRATION_KEY}${name}`,
  ]);
  return rows[0] ? rows[0].value === '1' : STORED_REGISTRATION_SWITCHES[name];
}

/** Every name PUT /sandbox/switches/:name takes: the tree's modIds and the flags and settings of their own. */
export async function switchNames(db: Queryable): Promise<string[]> {
  return [...(await settingNodes(db)).keys(), ...OWN_FLAGS, ...Object.keys(STORED_REGISTRATION_SWITCHES)].sort();
}

async function putSetting(db: Queryable, key: string, enabled: boolean): Promise<void> {
  await db.query(
    'INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value',
    [key, enabled ? '1' : '0'],
  );
}

/**
 * A whitelabel flag the sandbox sends only once set (UNSET_WHITELABEL_FLAGS) goes back to not being sent, so the
 * site keeps its merchant's value again; false for any other name.
 */
export async function unsetSwitch(db: Queryable, name: string): Promise<boolean> {
  if (!(UNSET_WHITELABEL_FLAGS as readonly string[]).includes(name)) return false;
  await db.query('DELETE FROM settings WHERE key = $1', [`${FLAG_KEY}${name}`]);
  return true;
}

/** Turns a switch on or off; false when there is no switch of that name. */
export async function flipSwitch(db: Queryable, name: string, enabled: boolean): Promise<boolean> {
  const registrationSwitch = REGISTRATION_SETTING_NODES[name];
  if (registrationSwitch) {
    await db.query(`UPDATE registration_options SET ${REGISTRATION_COLUMNS[registrationSwitch]} = $1`, [enabled]);
    return true;
  }
  if (OWN_FLAGS.includes(name)) {
    await putSetting(db, `${FLAG_KEY}${name}`, enabled);
    return true;
  }
  if (name in STORED_REGISTRATION_SWITCHES) {
    await putSetting(db, `${REGISTRATION_KEY}${name}`, enabled);
    return true;
  }
  const updated = await db.query('UPDATE setting_nodes SET enabled = $2 WHERE mod_id = $1', [name, enabled]);
  return (updated.affectedRows ?? 0) > 0;
}
