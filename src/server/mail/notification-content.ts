import type { NotificationType } from '../../common/notifications.ts';
import { type ComposedMail, composeMail } from './compose.ts';
import { type MailPreference, PREFERENCE_TOPICS } from './preferences.ts';

/** The kinds of notification that may become mail; the others (reactions, reviews, reports) stay on the site. */
export const MAILED_TYPES = [
  'reply',
  'quote',
  'mention',
  'message',
] as const satisfies readonly NotificationType[];

/**
 * The preference that decides whether a notification is mailed: a reply in a thread the member
 * started is a reply to them (email_on_reply); in a thread they only follow, email_on_subscribed.
 */
export function preferenceFor(type: string, isThreadAuthor: boolean): MailPreference | null {
  switch (type) {
    case 'reply':
      return isThreadAuthor ? 'email_on_reply' : 'email_on_subscribed';
    case 'quote':
      return 'email_on_reply';
    case 'mention':
      return 'email_on_mention';
    case 'message':
      return 'email_on_message';
    default:
      return null;
  }
}

export interface DigestItem {
  type: string;
  actor: string | null;
  excerpt: string;
}

export interface DigestMail {
  siteName: string;
  origin: string;
  /** The thread the notifications are about; null for those without one (messages). */
  thread: { title: string; url: string } | null;
  /** Where the button leads when there is no thread. */
  fallbackUrl: string;
  items: readonly DigestItem[];
  preference: MailPreference;
  unsubscribeUrl: string;
  windowMinutes: number;
}

const SHOWN = 5;

const line = (item: DigestItem): string => {
  const who = item.actor ?? 'Someone';
  const verb = { reply: 'replied', quote: 'quoted you', mention: 'mentioned you', message: 'wrote' }[
    item.type
  ];
  return `${who} ${verb ?? 'wrote'}: ${item.excerpt}`;
};

/** One mail that sums up a member's unread notifications of one thread (issue 16 §2: batched). */
export function composeDigestMail(digest: DigestMail): ComposedMail {
  const count = digest.items.length;
  const what = digest.items.every((i) => i.type === 'reply')
    ? count === 1
      ? 'A new reply'
      : `${count} new replies`
    : count === 1
      ? 'A new notification'
      : `${count} new notifications`;
  const subject = digest.thread ? `${what} in "${digest.thread.title}"` : what;
  const more = count > SHOWN ? [`… and ${count - SHOWN} more.`] : [];
  return composeMail({
    siteName: digest.siteName,
    origin: digest.origin,
    subject,
    heading: subject,
    paragraphs: [...digest.items.slice(0, SHOWN).map(line), ...more],
    action: digest.thread
      ? { label: 'Read the thread', url: digest.thread.url }
      : { label: `Open ${digest.siteName}`, url: digest.fallbackUrl },
    footnote: `You get this because you chose mails about ${PREFERENCE_TOPICS[digest.preference]}; at most one per thread every ${digest.windowMinutes} minutes.`,
    unsubscribeUrl: digest.unsubscribeUrl,
  });
}

/** The headers of a notification mail: one-click unsubscribe (RFC 8058) and no auto-replies. */
export function digestHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    'Auto-Submitted': 'auto-generated',
  };
}
