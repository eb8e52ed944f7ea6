import { describe, expect, it } from 'vitest';
import { composeDigestMail, digestHeaders, preferenceFor } from './notification-content.ts';

const digest = {
  siteName: 'Cito',
  origin: 'https://cito.example',
  thread: { title: 'Pixel <art>', url: 'https://cito.example/thread/art/pixel-art#post-7' },
  fallbackUrl: 'https://cito.example/',
  preference: 'email_on_subscribed' as const,
  unsubscribeUrl: 'https://cito.example/api/unsubscribe?token=t',
  windowMinutes: 15,
};

describe('preferenceFor', () => {
  it('asks email_on_reply for a reply in the member’s own thread, email_on_subscribed in one they follow', () => {
    expect(preferenceFor('reply', true)).toBe('email_on_reply');
    expect(preferenceFor('reply', false)).toBe('email_on_subscribed');
    expect(preferenceFor('mention', false)).toBe('email_on_mention');
    expect(preferenceFor('message', false)).toBe('email_on_message');
    expect(preferenceFor('reaction', false)).toBeNull();
  });
});

describe('composeDigestMail', () => {
  it('sums up the replies of one thread, the first five and how many more', () => {
    const items = Array.from({ length: 7 }, (_, i) => ({
      type: 'reply',
      actor: `m${i}`,
      excerpt: `Reply ${i}`,
    }));
    const mail = composeDigestMail({ ...digest, items });
    expect(mail.subject).toBe('7 new replies in "Pixel <art>" · Cito');
    expect(mail.text).toContain('m0 replied: Reply 0');
    expect(mail.text).toContain('m4 replied: Reply 4');
    expect(mail.text).not.toContain('Reply 5');
    expect(mail.text).toContain('… and 2 more.');
    expect(mail.text).toContain('Read the thread: https://cito.example/thread/art/pixel-art#post-7');
    expect(mail.text).toContain('new replies in threads you follow; at most one per thread every 15 minutes');
    expect(mail.html).toContain('Pixel &#60;art&#62;');
  });

  it('speaks of one reply, and of someone when the author is gone', () => {
    const mail = composeDigestMail({ ...digest, items: [{ type: 'reply', actor: null, excerpt: 'Hi' }] });
    expect(mail.subject).toBe('A new reply in "Pixel <art>" · Cito');
    expect(mail.text).toContain('Someone replied: Hi');
  });
});

describe('digestHeaders', () => {
  it('offer one-click unsubscribe (RFC 8058)', () => {
    expect(digestHeaders('https://cito.example/api/unsubscribe?token=t')).toMatchObject({
      'List-Unsubscribe': '<https://cito.example/api/unsubscribe?token=t>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});
