import { describe, expect, it } from 'vitest';
import { afterFailure, DEFAULT_RETRY_DELAYS_MS, describeSendError } from './retry.ts';

describe('afterFailure', () => {
  const busy = { message: 'Try again later', responseCode: 451, command: 'DATA' };

  it('retries a temporary refusal after 30 s, then 2 min, then 10 min ...', () => {
    expect(afterFailure(1, busy)).toEqual({ status: 'pending', retryInMs: 30_000 });
    expect(afterFailure(2, busy)).toEqual({ status: 'pending', retryInMs: 120_000 });
    expect(afterFailure(3, busy)).toEqual({ status: 'pending', retryInMs: 600_000 });
  });

  it('fails after the eighth attempt', () => {
    expect(DEFAULT_RETRY_DELAYS_MS).toHaveLength(7);
    expect(afterFailure(7, busy).status).toBe('pending');
    expect(afterFailure(8, busy)).toEqual({ status: 'failed' });
  });

  it('fails at once when the recipient or the message is refused for good', () => {
    expect(afterFailure(1, { responseCode: 550, command: 'RCPT TO' })).toEqual({ status: 'failed' });
    expect(afterFailure(1, { responseCode: 554, command: 'DATA' })).toEqual({ status: 'failed' });
  });

  it('retries a refused login or a connection error: our own set-up may be fixed meanwhile', () => {
    expect(afterFailure(1, { responseCode: 535, command: 'AUTH PLAIN' }).status).toBe('pending');
    expect(afterFailure(1, { message: 'connect ECONNREFUSED', command: 'CONN' }).status).toBe('pending');
  });

  it('uses the delays it is given', () => {
    expect(afterFailure(2, busy, [10, 20])).toEqual({ status: 'pending', retryInMs: 20 });
    expect(afterFailure(3, busy, [10, 20])).toEqual({ status: 'failed' });
  });
});

describe('describeSendError', () => {
  it('keeps one bounded line', () => {
    expect(describeSendError({ message: 'Message failed:\n451 Try\r\n again' })).toBe(
      'Message failed: 451 Try again',
    );
    expect(describeSendError({ message: 'x'.repeat(5000) })).toHaveLength(2000);
    expect(describeSendError({})).not.toBe('');
  });
});
