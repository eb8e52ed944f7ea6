import { getSettings } from '../admin/settings.ts';
import type { Db } from '../db/index.ts';
import { composeMail, type MailContent } from '../mail/compose.ts';
import { queueMail } from '../mail/queue.ts';
import { issueToken } from './tokens.ts';

/** Where links in account mails point, and the name they are signed with. */
export interface MailSite {
  origin: string;
  siteName: string;
  /** Whether unverified members are held back from writing (the setting), for the verification mail. */
  verificationRequired: boolean;
}

/** The site as mails name it now (the site name is a setting an administrator may change). */
export async function mailSite(db: Db, origin: string): Promise<MailSite> {
  const settings = await getSettings(db);
  return { origin, siteName: settings.site_name, verificationRequired: settings.email_verification_required };
}

interface Recipient {
  id: number;
  username: string;
  email: string;
}

type Letter = Omit<MailContent, 'siteName' | 'origin'>;

function queue(trx: Db, site: MailSite, to: Recipient, kind: string, letter: Letter) {
  const mail = composeMail({ siteName: site.siteName, origin: site.origin, ...letter });
  return queueMail(trx, { ...mail, to: to.email, userId: to.id, kind });
}

const link = (site: MailSite, path: string, token: string) =>
  `${site.origin}${path}?token=${encodeURIComponent(token)}`;

/** A single-use link to choose a new password, valid 1 hour (issue 16 §2). Call inside the transaction. */
export async function sendPasswordReset(trx: Db, site: MailSite, user: Recipient): Promise<void> {
  const token = await issueToken(trx, user.id, 'password_reset');
  await queue(trx, site, user, 'password_reset', {
    subject: 'Choose a new password',
    heading: `Hi ${user.username}, forgot your password?`,
    paragraphs: [
      `Somebody, hopefully you, asked to reset the password of your ${site.siteName} account.`,
      'The link works once, for one hour. Choosing a new password signs you out everywhere else.',
    ],
    action: { label: 'Choose a new password', url: link(site, '/reset-password', token) },
    footnote: 'If you did not ask for this, ignore this mail: your password stays as it is.',
  });
}

/** The link that confirms a member's address, valid 48 hours. Call inside the transaction. */
export async function sendVerification(trx: Db, site: MailSite, user: Recipient): Promise<void> {
  const token = await issueToken(trx, user.id, 'verify_email', user.email);
  await queue(trx, site, user, 'verify_email', {
    subject: 'Please confirm your e-mail address',
    heading: `Welcome to ${site.siteName}, ${user.username}!`,
    paragraphs: [
      site.verificationRequired
        ? 'Please confirm that this is your e-mail address. Until you do, you can read and play, but not post, reply, upload or send messages.'
        : 'Please confirm that this is your e-mail address, so that we know mail from us reaches you.',
      'The link works for 48 hours; you can ask for a new one on the site.',
    ],
    action: { label: 'Confirm my address', url: link(site, '/verify-email', token) },
    footnote: `You get this mail because somebody signed up to ${site.siteName} with this address.`,
  });
}

/** The link, sent to the new address, that makes an e-mail change happen (valid 24 hours). */
export async function sendEmailChange(
  trx: Db,
  site: MailSite,
  user: Recipient,
  newEmail: string,
): Promise<void> {
  const token = await issueToken(trx, user.id, 'email_change', newEmail);
  await queue(trx, site, { ...user, email: newEmail }, 'email_change', {
    subject: 'Confirm your new e-mail address',
    heading: `Hi ${user.username}, is this your new address?`,
    paragraphs: [
      `You asked to use this address for your ${site.siteName} account. It takes effect when you follow the link below.`,
      'The link works once, for 24 hours.',
    ],
    action: { label: 'Use this address', url: link(site, '/confirm-email', token) },
    footnote: 'If you did not ask for this, ignore this mail: nothing changes.',
  });
}

/** Tells the old address that the account now uses another one, and where to get help. */
export async function sendEmailChanged(
  trx: Db,
  site: MailSite,
  user: Recipient,
  newEmail: string,
): Promise<void> {
  const masked = newEmail.replace(/^(.).*(@.*)$/, '$1…$2');
  await queue(trx, site, user, 'email_changed', {
    subject: 'Your e-mail address was changed',
    heading: `Hi ${user.username}, your address was changed`,
    paragraphs: [
      `Your ${site.siteName} account now uses the address ${masked}; mail about it no longer comes here.`,
      `If you did not make this change, reply to this mail or write to the ${site.siteName} team through the contact details on ${site.origin}/impressum, and change your password at once.`,
    ],
  });
}
