import { STANDING } from '../../common/messages.ts';
import type { Settings } from '../admin/settings.ts';
import { forbidden } from '../http/errors.ts';

type RegistrationSettings = Pick<Settings, 'registration' | 'blocked_email_domains' | 'blocked_addresses'>;

/** Whether `domain` is `blocked` or lies under it (mail.spam.example under spam.example). */
function underDomain(domain: string, blocked: string): boolean {
  const entry = blocked
    .trim()
    .toLowerCase()
    .replace(/^[@.]+/, '');
  return entry !== '' && (domain === entry || domain.endsWith(`.${entry}`));
}

/** Exact, or a prefix entry ending in '.' (IPv4, "203.0.113.") or ':' (IPv6, "2001:db8:"). */
function matchesAddress(address: string, blocked: string): boolean {
  const entry = blocked.trim().toLowerCase();
  if (entry === '') return false;
  return entry.endsWith('.') || entry.endsWith(':') ? address.startsWith(entry) : address === entry;
}

/**
 * Why a sign-up is refused (issue 16 §3–4), or null: registration closed or by invitation, an e-mail
 * domain (or a parent domain) in blocked_email_domains, a client address in blocked_addresses.
 */
export function registrationRefusal(
  settings: RegistrationSettings,
  email: string,
  clientAddress: string,
): string | null {
  if (settings.registration === 'closed') return STANDING.registrationClosed;
  if (settings.registration === 'invitation') return STANDING.registrationByInvitation;
  const domain = email.trim().toLowerCase().split('@').pop() ?? '';
  // An IPv4 client seen through an IPv6 socket (::ffff:203.0.113.9) is matched as IPv4.
  const address = clientAddress.toLowerCase().replace(/^::ffff:(?=\d+\.)/, '');
  if (settings.blocked_email_domains.some((blocked) => underDomain(domain, blocked)))
    return STANDING.registrationBlocked;
  if (settings.blocked_addresses.some((blocked) => matchesAddress(address, blocked)))
    return STANDING.registrationBlocked;
  return null;
}

/** Refuses the sign-up with 403 and the reason, when the settings say so. */
export function requireRegistrationAllowed(
  settings: RegistrationSettings,
  email: string,
  clientAddress: string,
) {
  const refusal = registrationRefusal(settings, email, clientAddress);
  if (refusal) throw forbidden(refusal);
}
