import { describe, expect, it } from 'vitest';
import { readUnsubscribe, signUnsubscribe } from './unsubscribe.ts';

describe('unsubscribe tokens', () => {
  const secret = 'a-secret-every-server-shares';

  it('name the member and the kind of mail they stop', () => {
    const token = signUnsubscribe(secret, 42, 'email_on_subscribed');
    expect(readUnsubscribe(secret, token)).toEqual({ userId: 42, preference: 'email_on_subscribed' });
  });

  it('cannot be made for another member or another kind of mail', () => {
    const token = signUnsubscribe(secret, 42, 'email_on_subscribed');
    const [, , signature] = token.split('.');
    expect(readUnsubscribe(secret, `43.email_on_subscribed.${signature}`)).toBeNull();
    expect(readUnsubscribe(secret, `42.email_on_reply.${signature}`)).toBeNull();
    expect(readUnsubscribe('another-secret', token)).toBeNull();
  });

  it('refuses what is not a token', () => {
    for (const bad of ['', 'x', '42.email_on_reply', '42.password_hash.abcdefghijklmnopqrstuvwxyz012345'])
      expect(readUnsubscribe(secret, bad)).toBeNull();
  });
});
