// The registration settings as stored (002_accounts.sql): per-field rules, switches and dialling codes.
import { acceptedPatternOf, PATTERN_IDS, type PatternId, type RegisterFieldRule } from '@wl/rules';
import type { Queryable } from './queryable.ts';
import { dialingDigits } from './phone.ts';
import { REGISTRATION_FIELDS, type RegistrationField } from './rules.ts';

/** A field's setting as the contract sends it: shown or not, and the rule of its value. */
export type FieldSetting = RegisterFieldRule;

export interface RegistrationOptions {
  registerEnabled: boolean;
  registerMobileEnabled: boolean;
  smsVerification: boolean;
  mobileCodeLogin: boolean;
  forcedPasswordChange: boolean;
  defaultCountryDialingCode: string;
}

export interface Country {
  countryCode: string;
  countryDialingCode: string;
}

export interface RegistrationSettings {
  options: RegistrationOptions;
  fields: Record<RegistrationField, FieldSetting>;
  countries: Country[];
}

export async function loadRegistrationSettings(db: Queryable): Promise<RegistrationSettings> {
  // One after the other: a transaction's queries must not overlap.
  const options = await db.query<RegistrationOptions>(
    `SELECT register_enabled AS "registerEnabled", register_mobile_enabled AS "registerMobileEnabled",
              sms_verification AS "smsVerification", mobile_code_login AS "mobileCodeLogin",
              forced_password_change AS "forcedPasswordChange",
              default_country_dialing_code AS "defaultCountryDialingCode"
         FROM registration_options`,
  );
  const fields = await db.query<Omit<FieldSetting, 'acceptedPattern'> & { field: RegistrationField }>(
    `SELECT field, enabled, required, min_length AS "minLength", max_length AS "maxLength", pattern_id AS "patternId"
         FROM registration_fields`,
  );
  const countries = await db.query<Country>(
    `SELECT country_code AS "countryCode", country_dialing_code AS "countryDialingCode"
         FROM dialing_countries ORDER BY position`,
  );
  const byField = new Map(fields.rows.map((row) => [row.field, row]));
  const missing = REGISTRATION_FIELDS.filter(({ field }) => !byField.has(field)).map(({ field }) => field);
  if (!options.rows[0] || missing.length > 0) {
    throw new Error(`Registration settings are incomplete (missing: ${missing.join(', ') || 'options'})`);
  }
  const unknown = fields.rows.filter((row) => !PATTERN_IDS.includes(row.patternId as PatternId));
  if (unknown.length > 0) {
    throw new Error(
      `Registration fields name unknown patterns: ${unknown.map((r) => `${r.field}: ${r.patternId}`).join(', ')}`,
    );
  }
  const entries = REGISTRATION_FIELDS.map(({ field }) => {
    const { enabled, required, minLength, maxLength, patternId } = byField.get(field)!;
    const family = patternId as PatternId;
    return [
      field,
      { enabled, required, minLength, maxLength, acceptedPattern: acceptedPatternOf(family), patternId: family },
    ] as const;
  });
  return {
    options: options.rows[0],
    fields: Object.fromEntries(entries) as Record<RegistrationField, FieldSetting>,
    countries: countries.rows,
  };
}

/** The country of a dialling code sent with or without '+', or null when the merchant does not offer it. */
export function findCountry(settings: RegistrationSettings, countryDialingCode: string): Country | null {
  const wanted = `+${dialingDigits(countryDialingCode)}`;
  return settings.countries.find((country) => country.countryDialingCode === wanted) ?? null;
}
