import { describe, expect, it } from 'vitest';
import { STANDING } from '../../common/messages.ts';
import { registrationRefusal } from './registration-policy.ts';

const open = { registration: 'open' as const, blocked_email_domains: [], blocked_addresses: [] };

describe('registrationRefusal (issue 16 §3–4)', () => {
  it('lets anyone sign up while registration is open and nothing is blocked', () => {
    expect(registrationRefusal(open, 'a@example.test', '203.0.113.9')).toBeNull();
  });

  it('refuses everyone while registration is closed or by invitation', () => {
    expect(registrationRefusal({ ...open, registration: 'closed' }, 'a@example.test', '1.2.3.4')).toBe(
      STANDING.registrationClosed,
    );
    expect(registrationRefusal({ ...open, registration: 'invitation' }, 'a@example.test', '1.2.3.4')).toBe(
      STANDING.registrationByInvitation,
    );
  });

  it('refuses a blocked domain and the domains under it, in any case, and nothing else', () => {
    const settings = { ...open, blocked_email_domains: ['Spam.example'] };
    expect(registrationRefusal(settings, 'a@spam.example', '1.2.3.4')).toBe(STANDING.registrationBlocked);
    expect(registrationRefusal(settings, 'a@MAIL.spam.example', '1.2.3.4')).toBe(
      STANDING.registrationBlocked,
    );
    expect(registrationRefusal(settings, 'a@notspam.example', '1.2.3.4')).toBeNull();
  });

  it('refuses an exact address, or one under a prefix ending in "." or ":"', () => {
    const settings = { ...open, blocked_addresses: ['198.51.100.7', '203.0.113.', '2001:db8:'] };
    expect(registrationRefusal(settings, 'a@b.test', '198.51.100.7')).toBe(STANDING.registrationBlocked);
    expect(registrationRefusal(settings, 'a@b.test', '198.51.100.70')).toBeNull();
    expect(registrationRefusal(settings, 'a@b.test', '::ffff:203.0.113.9')).toBe(
      STANDING.registrationBlocked,
    );
    expect(registrationRefusal(settings, 'a@b.test', '2001:DB8::1')).toBe(STANDING.registrationBlocked);
    expect(registrationRefusal(settings, 'a@b.test', '2001:db9::1')).toBeNull();
  });
});
