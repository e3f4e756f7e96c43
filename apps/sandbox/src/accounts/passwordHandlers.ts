// Password change (logged in), reset by phone (SMS code) and by email (a temporary password is mailed).
import { randomInt } from 'node:crypto';
import { WEAK_DEFAULT_PASSWORD } from '../sandboxConstants.ts';
import { error, fail, MESSAGES, ok, type Message } from '../envelope.ts';
import { hashPassword, verifyPassword } from '../passwordHash.ts';
import { switchOn } from '../base/switches.ts';
import { findMemberById } from '../store/memberRecords.ts';
import type { Handler } from '../types.ts';
import { EMAIL_RESET_THROTTLE, TEMPORARY_PASSWORD_LENGTH } from './accountsConstants.ts';
import { endSessions, memberByAccountAndEmail, memberIdByMobile, setPassword } from './accountRecords.ts';
import { ACCOUNT_MESSAGES, fieldInvalid, throttled } from './accountsMessages.ts';
import { sendMessage } from './outbox.ts';
import { checkField } from './rules.ts';
import { loadRegistrationSettings } from './registrationSettings.ts';
import { checkSmsCode, spendSmsCode } from './sms.ts';
import { throttle } from './throttle.ts';
import type { Queryable } from './queryable.ts';

const TEMPORARY_PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/** What is wrong with a new password (the weak default, then the password rule), or null. */
async function newPasswordProblem(db: Queryable, password: string): Promise<Message | null> {
  if (password === WEAK_DEFAULT_PASSWORD) return ACCOUNT_MESSAGES.weakPassword;
  const { fields } = await loadRegistrationSettings(db);
  const problem = checkField({ ...fields.password, required: true }, password, 'New password');
  return problem === null ? null : fieldInvalid(problem);
}

export const changePassword: Handler<'changePassword'> = async (c, { db, now }) => {
  const session = c.get('session')!;
  const body = c.get('body');
  const member = await findMemberById(db, session.memberId);
  // The member was deleted under a live session: treat the token as dead.
  if (!member) return error(c, 401, MESSAGES.unauthorized.message, MESSAGES.unauthorized.code);
  if (!(await verifyPassword(body.oldPassword, member.password_hash))) {
    return fail(c, ACCOUNT_MESSAGES.oldPasswordIncorrect, { field: 'oldPassword' });
  }
  const problem = await newPasswordProblem(db, body.newPassword);
  if (problem) return fail(c, problem, { field: 'newPassword' });
  if (body.confirmNewPassword !== body.newPassword) {
    return fail(c, ACCOUNT_MESSAGES.passwordInconsistent, { field: 'confirmNewPassword' });
  }
  if (body.newPassword === body.oldPassword) return fail(c, ACCOUNT_MESSAGES.samePassword, { field: 'newPassword' });
  const passwordHash = await hashPassword(body.newPassword);
  const at = now();
  await db.transaction(async (tx) => {
    await setPassword(tx, member.id, passwordHash, at);
    // Whoever else holds a session of this member loses it; the one that made the change stays.
    await endSessions(tx, member.id, at, session.tokenHash);
  });
  return ok(c, null);
};

export const resetPasswordByPhone: Handler<'resetPasswordByPhone'> = async (c, { db, now }) => {
  const body = c.get('body');
  if (body.firebaseIdToken !== undefined || !(await switchOn(db, 'PASSWORD_CHANGE_VERIFICATION')))
    return fail(c, MESSAGES.functionDisabled);
  const problem = await newPasswordProblem(db, body.newPassword);
  if (problem) return fail(c, problem, { field: 'newPassword' });
  const check = await checkSmsCode(db, body.mobileNum, 'login', body.verificationCode, now());
  if (!check.ok) return fail(c, check.failure, { field: 'verificationCode' });
  const memberId = await memberIdByMobile(db, body.mobileNum);
  const member = memberId === null ? null : await findMemberById(db, memberId);
  if (!member) return fail(c, ACCOUNT_MESSAGES.mobileNotRegistered, { field: 'mobileNum' });
  const passwordHash = await hashPassword(body.newPassword);
  const at = now();
  await db.transaction(async (tx) => {
    await setPassword(tx, member.id, passwordHash, at);
    await spendSmsCode(tx, check.codeId, at);
    await endSessions(tx, member.id, at);
  });
  return ok(c, { account: member.account });
};

/** Letters and digits, at least one of each (so it meets the default password rule). */
function temporaryPassword(): string {
  for (;;) {
    const password = Array.from(
      { length: TEMPORARY_PASSWORD_LENGTH },
      () => TEMPORARY_PASSWORD_ALPHABET[randomInt(TEMPORARY_PASSWORD_ALPHABET.length)],
    ).join('');
    if (/[A-Za-z]/.test(password) && /[0-9]/.test(password)) return password;
  }
}

export const resetPasswordByEmail: Handler<'resetPasswordByEmail'> = async (c, { db, now }) => {
  // A form body (spec: the password-by-email form), read and checked by the contract middleware like a JSON one.
  const { username, email } = c.get('body');
  if (!(await switchOn(db, 'PASSWORD_CHANGE_MAIL'))) return fail(c, MESSAGES.functionDisabled);
  const member = await memberByAccountAndEmail(db, username, email);
  if (!member) return fail(c, ACCOUNT_MESSAGES.usernameEmailUnknown);
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  const at = now();
  const verdict = await db.transaction(async (tx) => {
    const gate = await throttle(tx, `email-reset:${member.id}`, EMAIL_RESET_THROTTLE, at);
    if (!gate.allowed) return gate;
    await setPassword(tx, member.id, passwordHash, at, { temporary: true });
    await endSessions(tx, member.id, at);
    await sendMessage(
      tx,
      {
        channel: 'email',
        recipient: member.email.toLowerCase(),
        subject: 'Your temporary password',
        body: `Hello ${member.account}, your temporary password is ${password}. Log in with it and choose a new password.`,
      },
      at,
    );
    return gate;
  });
  if (!verdict.allowed) {
    const { what, value } = throttled(verdict);
    return fail(c, what, value);
  }
  return ok(c, null);
};
