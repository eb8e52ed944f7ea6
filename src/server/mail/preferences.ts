import type { Db } from '../db/index.ts';

/** The mails a member may turn off (users columns, 0/1), each for one kind of notification. */
export const MAIL_PREFERENCES = [
  'email_on_reply',
  'email_on_subscribed',
  'email_on_mention',
  'email_on_message',
] as const;
export type MailPreference = (typeof MAIL_PREFERENCES)[number];
export type MailPreferences = Record<MailPreference, boolean>;

/** What each preference is about, as mails and the unsubscribe page say it. */
export const PREFERENCE_TOPICS: Record<MailPreference, string> = {
  email_on_reply: 'replies to your threads',
  email_on_subscribed: 'new replies in threads you follow',
  email_on_mention: 'mentions of you',
  email_on_message: 'private messages',
};

export async function getMailPreferences(db: Db, userId: number): Promise<MailPreferences> {
  const row = await db
    .selectFrom('users')
    .select(MAIL_PREFERENCES)
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return Object.fromEntries(MAIL_PREFERENCES.map((key) => [key, row[key] === 1])) as MailPreferences;
}

/** Changes the preferences given (the others stay); answers all of them. */
export async function setMailPreferences(
  db: Db,
  userId: number,
  changes: Partial<MailPreferences>,
): Promise<MailPreferences> {
  const values = Object.fromEntries(
    MAIL_PREFERENCES.filter((key) => changes[key] !== undefined).map((key) => [key, changes[key] ? 1 : 0]),
  );
  if (Object.keys(values).length > 0)
    await db.updateTable('users').set(values).where('id', '=', userId).execute();
  return getMailPreferences(db, userId);
}
