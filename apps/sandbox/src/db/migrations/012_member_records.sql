-- Member centre records (issue 14): the ledger kinds that play, rewards and agent pay post. Bets debit and wins
-- credit the MAIN wallet (a seamless wallet: the game page plays from it); rebates, rewards (messages, activities,
-- missions), dividends, salaries and referral rewards are credits to MAIN. The account record reads these rows.
ALTER TABLE ledger DROP CONSTRAINT ledger_kind_check;
ALTER TABLE ledger ADD CONSTRAINT ledger_kind_check CHECK (kind IN ('opening', 'deposit', 'bonus', 'withdrawalHold',
  'withdrawalPayout', 'withdrawalRefund', 'transfer', 'recall', 'uplineTransfer', 'pointsConversion', 'pointsReward',
  'adjustment', 'bet', 'win', 'betRefund', 'rebate', 'reward', 'dividend', 'salary', 'referral'));
