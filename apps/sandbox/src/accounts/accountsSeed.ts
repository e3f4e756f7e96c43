// Seeds the accounts tables, each only while it is empty (an older data folder gets what it lacks on start).
import type { PGlite } from '@electric-sql/pglite';
import type { Queryable } from './queryable.ts';
import { nationalNumber } from './phone.ts';
import { REGISTRATION_FIELDS } from './rules.ts';
import {
  AFFILIATE_CODES,
  DEMO_PROFILES,
  DIALING_COUNTRIES,
  FIELD_RULES,
  REGISTRATION_OPTIONS,
} from './accountsSeedData.ts';

async function isEmpty(db: Queryable, table: string): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM ${table} LIMIT 1`);
  return rows.length === 0;
}

/** Member ids of the given account names (those that exist). */
async function memberIds(db: Queryable, accounts: readonly string[]): Promise<Map<string, number>> {
  const { rows } = await db.query<{ id: number; account: string }>(
    'SELECT id, account FROM members WHERE account = ANY($1)',
    [accounts],
  );
  return new Map(rows.map((row) => [row.account, row.id]));
}

export async function seedAccountTables(db: PGlite, now: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (await isEmpty(tx, 'registration_fields')) {
      const rows = REGISTRATION_FIELDS.map(({ field }, position) => ({ field, position, ...FIELD_RULES[field] }));
      await tx.query(
        `INSERT INTO registration_fields (field, position, enabled, required, min_length, max_length, pattern_id)
         SELECT * FROM unnest($1::text[], $2::int[], $3::bool[], $4::bool[], $5::int[], $6::int[], $7::text[])`,
        [
          rows.map((r) => r.field),
          rows.map((r) => r.position),
          rows.map((r) => r.enabled),
          rows.map((r) => r.required),
          rows.map((r) => r.minLength),
          rows.map((r) => r.maxLength),
          rows.map((r) => r.patternId),
        ],
      );
    }
    if (await isEmpty(tx, 'registration_options')) {
      const o = REGISTRATION_OPTIONS;
      await tx.query(
        `INSERT INTO registration_options (register_enabled, register_mobile_enabled, sms_verification,
           mobile_code_login, forced_password_change, default_country_dialing_code) VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          o.registerEnabled,
          o.registerMobileEnabled,
          o.smsVerification,
          o.mobileCodeLogin,
          o.forcedPasswordChange,
          o.defaultCountryDialingCode,
        ],
      );
    }
    if (await isEmpty(tx, 'dialing_countries')) {
      await tx.query(
        `INSERT INTO dialing_countries (country_code, country_dialing_code, position)
         SELECT * FROM unnest($1::text[], $2::text[], $3::int[])`,
        [
          DIALING_COUNTRIES.map((c) => c.countryCode),
          DIALING_COUNTRIES.map((c) => c.countryDialingCode),
          DIALING_COUNTRIES.map((_, position) => position),
        ],
      );
    }
    if (await isEmpty(tx, 'member_profiles')) {
      const ids = await memberIds(
        tx,
        DEMO_PROFILES.map((p) => p.account),
      );
      const profiles = DEMO_PROFILES.filter((p) => ids.has(p.account));
      await tx.query(
        `INSERT INTO member_profiles (member_id, country_dialing_code, mobile_num, email, payee_name, line,
           register_method, created_at)
         SELECT id, $2, mobile, email, payee, line, 'WEB', $3
           FROM unnest($1::int[], $4::text[], $5::text[], $6::text[], $7::text[]) AS t (id, mobile, email, payee, line)`,
        [
          profiles.map((p) => ids.get(p.account)!),
          REGISTRATION_OPTIONS.defaultCountryDialingCode,
          new Date(now),
          profiles.map((p) => nationalNumber(p.mobileNum)),
          profiles.map((p) => p.email),
          profiles.map((p) => p.payeeName),
          profiles.map((p) => p.line),
        ],
      );
    }
    if (await isEmpty(tx, 'affiliate_codes')) {
      const ids = await memberIds(
        tx,
        AFFILIATE_CODES.map((c) => c.agent),
      );
      const codes = AFFILIATE_CODES.filter((c) => ids.has(c.agent));
      await tx.query(
        `INSERT INTO affiliate_codes (code, agent_member_id, domain, active, created_at)
         SELECT code, agent, domain, active, $5 FROM unnest($1::text[], $2::int[], $3::text[], $4::bool[])
           AS t (code, agent, domain, active)`,
        [
          codes.map((c) => c.code),
          codes.map((c) => ids.get(c.agent)!),
          codes.map((c) => c.domain),
          codes.map((c) => c.active),
          new Date(now),
        ],
      );
    }
  });
}
