/**
 * Waits before each retry of a mail the SMTP server refused or could not take: 30 s, 2 min, 10 min,
 * 30 min, 2 h, 6 h, 12 h. After the eighth attempt the job is 'failed' and stays in the admin outbox.
 */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [
  30_000,
  2 * 60_000,
  10 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  6 * 3_600_000,
  12 * 3_600_000,
];

/** What nodemailer tells of a failed send. */
export interface SendError {
  message?: string;
  /** The SMTP reply code, when the server answered. */
  responseCode?: number;
  /** The command the server refused: 'RCPT TO', 'DATA', 'AUTH PLAIN', 'CONN' ... */
  command?: string;
}

export type AfterFailure = { status: 'pending'; retryInMs: number } | { status: 'failed' };

/**
 * What becomes of a job after its `attempts`-th attempt failed. A 5xx refusal of the recipient or
 * of the message is permanent (no such mailbox, message rejected): retrying sends nothing, so the
 * job fails at once. Anything else (4xx, a connection error, a refused login: our own set-up may
 * be fixed meanwhile) is retried after the next delay.
 */
export function afterFailure(
  attempts: number,
  error: SendError,
  delays: readonly number[] = DEFAULT_RETRY_DELAYS_MS,
): AfterFailure {
  const code = error.responseCode ?? 0;
  const permanent = code >= 500 && code < 600 && (error.command === 'RCPT TO' || error.command === 'DATA');
  if (permanent || attempts > delays.length) return { status: 'failed' };
  return { status: 'pending', retryInMs: delays[attempts - 1]! };
}

/** The error as kept in mail_jobs.last_error: the SMTP reply when there is one, one line, bounded. */
export function describeSendError(error: SendError): string {
  const text = (error.message ?? String(error)).replace(/\s+/g, ' ').trim();
  return (text || 'Unknown error').slice(0, 2000);
}
