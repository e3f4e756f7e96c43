// Seeds the security tables, each only while it is empty (an older data folder gets what it lacks on start).
import type { PGlite } from '@electric-sql/pglite';
import type { Queryable } from '../accounts/queryable.ts';
import { hashPassword } from '../passwordHash.ts';
import { normaliseAnswer } from './fundsPassword.ts';
import { BANKS, DEMO_FUNDS_PASSWORDS, DEMO_SECURITY, SECURITY_QUESTIONS } from './securitySeedData.ts';

async function isEmpty(db: Queryable, table: string): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM ${table} LIMIT 1`);
  return rows.length === 0;
}

async function memberId(db: Queryable, account: string): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM members WHERE account = $1', [account]);
  return rows[0]?.id ?? null;
}

export async function seedSecurityTables(db: PGlite, now: number): Promise<void> {
  const seedDemo = (await isEmpty(db, 'funds_passwords')) && (await isEmpty(db, 'bank_cards'));
  // scrypt is slow: hash before the transaction holds the (single) connection.
  const passwordHashes = seedDemo
    ? await Promise.all(
        Object.entries(DEMO_FUNDS_PASSWORDS).map(async ([account, password]) => ({
          account,
          hash: await hashPassword(password),
        })),
      )
    : [];
  const answerHash = seedDemo ? await hashPassword(normaliseAnswer(DEMO_SECURITY.answer)) : '';
  await db.transaction(async (tx) => {
    if (await isEmpty(tx, 'security_questions')) {
      await tx.query(
        'INSERT INTO security_questions (id, question, sort) SELECT * FROM unnest($1::int[], $2::text[], $1::int[])',
        [SECURITY_QUESTIONS.map((q) => q.id), SECURITY_QUESTIONS.map((q) => q.question)],
      );
    }
    if (await isEmpty(tx, 'banks')) {
      for (const [sort, bank] of BANKS.entries()) {
        await tx.query('INSERT INTO banks (code, name, fields, active, sort) VALUES ($1, $2, $3, $4, $5)', [
          bank.code,
          bank.name,
          JSON.stringify(bank.fields),
          bank.active,
          sort,
        ]);
      }
    }
    if (!seedDemo) return;
    for (const { account, hash } of passwordHashes) {
      const id = await memberId(tx, account);
      if (id !== null) {
        await tx.query('INSERT INTO funds_passwords (member_id, password_hash, changed_at) VALUES ($1, $2, $3)', [
          id,
          hash,
          new Date(now),
        ]);
      }
    }
    const demo = await memberId(tx, DEMO_SECURITY.account);
    if (demo === null) return;
    const p = DEMO_SECURITY.profile;
    await tx.query(
      `INSERT INTO member_profiles (member_id, register_method, created_at) VALUES ($1, NULL, $2)
       ON CONFLICT (member_id) DO NOTHING`,
      [demo, new Date(now)],
    );
    await tx.query(
      `UPDATE member_profiles SET birthday = $2, address = $3, nationality = $4, occupation = $5, income_source = $6,
         telegram = $7, email_verified = email IS NOT NULL, payee_name = coalesce(payee_name, 'Demo Player'),
         updated_at = $8
       WHERE member_id = $1`,
      [demo, p.birthday, p.address, p.nationality, p.occupation, p.incomeSource, p.telegram, new Date(now)],
    );
    await tx.query('UPDATE funds_passwords SET question_id = $2, answer_hash = $3 WHERE member_id = $1', [
      demo,
      DEMO_SECURITY.questionId,
      answerHash,
    ]);
    await tx.query(
      `INSERT INTO bank_cards (member_id, bank_code, account_name, account_number, created_at)
       SELECT $1, $2, payee_name, $3, $4 FROM member_profiles WHERE member_id = $1`,
      [demo, DEMO_SECURITY.card.bankCode, DEMO_SECURITY.card.accountNumber, new Date(now)],
    );
  });
}
