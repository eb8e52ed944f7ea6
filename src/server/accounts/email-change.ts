import { ACCOUNT_LINKS, MSG } from '../../common/messages.ts';
import { type Db, isUniqueViolation } from '../db/index.ts';
import { badRequest, conflict } from '../http/errors.ts';
import { type MailSite, sendEmailChange, sendEmailChanged } from './account-mail.ts';
import { checkCurrentPassword, validateEmail } from './service.ts';
import { checkMailAllowance, findLiveToken, retireTokens, useToken } from './tokens.ts';

const CHANGE_TOKEN = {
  invalid: ACCOUNT_LINKS.changeTokenInvalid,
  used: ACCOUNT_LINKS.changeTokenUsed,
  expired: ACCOUNT_LINKS.changeTokenExpired,
};
/** A member may ask to change their address once a minute (and MAILS_PER_HOUR an hour). */
const CHANGE_INTERVAL_MS = 60_000;

async function addressTaken(db: Db, email: string, userId: number): Promise<boolean> {
  const taken = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .where('id', '!=', userId)
    .executeTakeFirst();
  return taken !== undefined;
}

/**
 * issue 16 §2: a new address takes effect only once confirmed by a mail to it. After the current
 * password and that the address is free, sends the link (an earlier unconfirmed one stops working)
 * and answers 'sent'. The own address in another case is the same mailbox: it is stored at once
 * ('changed').
 */
export async function requestEmailChange(
  db: Db,
  userId: number,
  newEmail: string,
  currentPassword: string,
  site: MailSite,
): Promise<{ outcome: 'sent' | 'changed'; email: string }> {
  const email = validateEmail(newEmail);
  if (!currentPassword) throw badRequest(MSG.currentPasswordRequired);
  await checkCurrentPassword(db, userId, currentPassword);
  if (await addressTaken(db, email, userId)) throw conflict(MSG.emailTaken);
  const user = await db
    .selectFrom('users')
    .select(['id', 'username', 'email'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (user.email.toLowerCase() === email.toLowerCase()) {
    await db.updateTable('users').set({ email }).where('id', '=', userId).execute();
    return { outcome: 'changed', email };
  }
  await checkMailAllowance(db, userId, 'email_change', CHANGE_INTERVAL_MS);
  await db.transaction().execute(async (trx) => {
    await retireTokens(trx, userId, 'email_change');
    await sendEmailChange(trx, site, user, email);
  });
  return { outcome: 'sent', email };
}

/**
 * Follows the link sent to the new address: stores it (409 when another account took it meanwhile),
 * marks it verified, and tells the old address, all in one transaction. Answers who and the address.
 */
export async function confirmEmailChange(
  db: Db,
  token: string,
  site: MailSite,
): Promise<{ userId: number; email: string }> {
  const now = new Date();
  const found = await findLiveToken(db, token, 'email_change', CHANGE_TOKEN, now);
  const email = found.new_email;
  if (email === null) throw badRequest(CHANGE_TOKEN.invalid);
  if (await addressTaken(db, email, found.user_id)) throw conflict(MSG.emailTaken);
  const user = await db
    .selectFrom('users')
    .select(['id', 'username', 'email'])
    .where('id', '=', found.user_id)
    .executeTakeFirstOrThrow();
  try {
    await db.transaction().execute(async (trx) => {
      await useToken(trx, found.id, CHANGE_TOKEN, now);
      await trx
        .updateTable('users')
        .set({ email, email_verified_at: now.toISOString() })
        .where('id', '=', user.id)
        .execute();
      await sendEmailChanged(trx, site, user, email);
    });
  } catch (error) {
    // Two accounts confirming one address at once: the unique index decides.
    if (isUniqueViolation(error)) throw conflict(MSG.emailTaken);
    throw error;
  }
  return { userId: user.id, email };
}
