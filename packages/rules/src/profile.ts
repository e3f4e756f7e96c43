// The security centre's profile (spec §2 securityCenter): its fields and the values the contract allows, shared by
// the form (which fields it shows, what the source-of-income picker offers), the flow (what it checks) and the
// sandbox (what it refuses).

/** The profile's fields, in the form's order. */
export const profileFields = [
  'nickname',
  'realName',
  'birthday',
  'address',
  'nationality',
  'occupation',
  'incomeSource',
  'telegram',
] as const;
export type ProfileField = (typeof profileFields)[number];

/** openapi IncomeSource. */
export const incomeSources = ['SALARY', 'BUSINESS', 'INVESTMENT', 'SAVINGS', 'PENSION', 'OTHER'] as const;
export type IncomeSourceCode = (typeof incomeSources)[number];

/** The youngest and oldest age a birthday may give (the contract's rule). */
export const PROFILE_MIN_AGE_YEARS = 18;
export const PROFILE_MAX_AGE_YEARS = 120;
