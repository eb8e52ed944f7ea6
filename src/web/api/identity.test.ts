import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Whoami } from '../../common/api-types.ts';
import { identityOf, replaceWhoami } from './identity.ts';
import { queryKeys } from './query-keys.ts';

const visitor: Whoami = { success: true, username: null };
const member = { success: true, id: 7, user_id: 7, username: 'alice' } as unknown as Whoami;

describe('replaceWhoami', () => {
  it('keeps the new session when a whoami sent with the old cookies answers after it', async () => {
    const client = new QueryClient();
    let answer!: (whoami: Whoami) => void;
    const checking = client
      .fetchQuery({
        queryKey: queryKeys.whoami,
        queryFn: () => new Promise<Whoami>((resolve) => (answer = resolve)),
      })
      .catch(() => undefined);
    await Promise.resolve();
    replaceWhoami(client, member); // the sign-in answered first
    answer(visitor); // then the check sent before it
    await checking;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(identityOf(client.getQueryData(queryKeys.whoami))).toBe(7);
    expect(client.getQueryState(queryKeys.whoami)?.fetchStatus).toBe('idle');
  });

  it('sets the whoami when no check is under way', () => {
    const client = new QueryClient();
    replaceWhoami(client, visitor);
    expect(identityOf(client.getQueryData(queryKeys.whoami))).toBeNull();
  });
});
