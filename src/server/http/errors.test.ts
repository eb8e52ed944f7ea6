import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './errors.ts';

const withCode = (code: string, extra: object = {}) => Object.assign(new Error('x'), { code, ...extra });

describe('isDatabaseUnavailable', () => {
  it.each([
    'SQLITE_FULL',
    'SQLITE_READONLY',
    'SQLITE_READONLY_DBMOVED',
    'SQLITE_BUSY',
    'SQLITE_BUSY_SNAPSHOT',
    'SQLITE_IOERR_WRITE',
    'SQLITE_CANTOPEN',
    'ECONNREFUSED',
    '57P01',
    '57P03',
    '53100',
    '53300',
    '25006',
    '08006',
    '40001',
    '40P01',
  ])('takes %s for a database that is away, or busy', (code) =>
    expect(isDatabaseUnavailable(withCode(code))).toBe(true),
  );

  it.each(['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_ERROR', '23505', '42601', '22021'])(
    'takes %s for a fault of the request or the code',
    (code) => expect(isDatabaseUnavailable(withCode(code))).toBe(false),
  );

  it('knows node-postgres dropping a connection or timing out', () => {
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('looks inside an AggregateError and an error cause', () => {
    expect(isDatabaseUnavailable(new AggregateError([withCode('ECONNREFUSED')]))).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: withCode('SQLITE_FULL') }))).toBe(true);
  });

  it('takes a FATAL PostgreSQL error, which ends the session, for unavailable', () => {
    expect(isDatabaseUnavailable(withCode('55000', { severity: 'FATAL' }))).toBe(true);
    expect(isDatabaseUnavailable(withCode('55000', { severity: 'ERROR' }))).toBe(false);
  });
});
