import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/client.ts';
import { whoamiQuery } from '../../api/session.ts';

/**
 * The account overview reads whoami afresh on every visit: the cached copy lives 8 hours (spec 1 §9),
 * too long for balances and group changes made elsewhere.
 */
export function useAccountInfo() {
  return useQuery({ ...whoamiQuery, refetchOnMount: 'always' });
}

/** Spec 2 §8: the server refused, or the call itself failed. */
export function accountErrorMessage(error: unknown): string {
  return error instanceof ApiError
    ? 'Failed to load account information'
    : 'An error occurred while loading account information';
}
