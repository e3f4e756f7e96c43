-- Failed logins per caller address (README, "Login throttling"): one row per failure, with the account name (lower
-- case) or the mobile number of an SMS login it was for, so that a success clears the owner's own failures there.
-- Rows older than the window no longer count and are dropped as the address is looked at.
CREATE TABLE login_address_failures (
  address text NOT NULL,
  account text NOT NULL,
  at      timestamptz NOT NULL
);
CREATE INDEX login_address_failures_address ON login_address_failures (address, at);

-- The last lock of an address: refused until locked_until, then asked for the captcha until the window has passed.
CREATE TABLE login_address_locks (
  address      text PRIMARY KEY,
  locked_until timestamptz NOT NULL
);
