-- E-wallet accounts and crypto addresses a member withdraws to, beside the bank cards (security centre). `code` is a
-- template of security/payoutTemplates.ts (TRUEMONEY, USDT_TRC20, ...); the number or address is stored whole and
-- answered masked (the last four characters).
CREATE TABLE payout_accounts (
  id             serial PRIMARY KEY,
  member_id      integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  kind           text NOT NULL CHECK (kind IN ('eWallet', 'crypto')),
  code           text NOT NULL,
  -- The holder's name (e-wallets); null for a crypto address.
  account_name   text,
  account_number text NOT NULL,
  created_at     timestamptz NOT NULL,
  deleted_at     timestamptz
);
CREATE INDEX payout_accounts_member ON payout_accounts (member_id, kind, created_at) WHERE deleted_at IS NULL;
-- One live account per wallet number or address of a template, whoever holds it.
CREATE UNIQUE INDEX payout_accounts_account ON payout_accounts (code, account_number) WHERE deleted_at IS NULL;

-- A withdrawal goes to a bank card (bank_card_id) or to an e-wallet or crypto address (payout_account_id); its name
-- and masked number are kept as they were (bank_name, masked_number). A crypto one keeps the coin, network, rate and
-- the coins paid out as quoted when it was requested.
ALTER TABLE withdrawals
  ADD COLUMN method text NOT NULL DEFAULT 'bankCard' CHECK (method IN ('bankCard', 'eWallet', 'crypto')),
  ADD COLUMN payout_account_id integer REFERENCES payout_accounts (id),
  ADD COLUMN coin text,
  ADD COLUMN network text,
  ADD COLUMN rate numeric(18, 2),
  ADD COLUMN crypto_amount numeric(24, 6),
  ADD CONSTRAINT withdrawals_crypto CHECK ((method = 'crypto') = (crypto_amount IS NOT NULL));

-- The back office's manual balance adjustment (the sandbox's development route gives a member money to withdraw
-- without the turnover a deposit brings).
ALTER TABLE ledger DROP CONSTRAINT ledger_kind_check;
ALTER TABLE ledger ADD CONSTRAINT ledger_kind_check CHECK (kind IN ('opening', 'deposit', 'bonus', 'withdrawalHold',
  'withdrawalPayout', 'withdrawalRefund', 'transfer', 'recall', 'uplineTransfer', 'pointsConversion', 'pointsReward',
  'adjustment'));
