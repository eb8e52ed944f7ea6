import { ADMIN } from '../../common/admin-messages.ts';
import { badRequest } from '../http/errors.ts';

/**
 * What an update is about to replace, for an audit row's `before`: the row's value of each field
 * `changes` sets (nothing empty), refusing a change that would set nothing.
 */
export function changedFrom<T extends object>(row: T, changes: Partial<T>): Partial<T> {
  if (Object.keys(changes).length === 0) throw badRequest(ADMIN.nothingToChange);
  return Object.fromEntries(Object.keys(changes).map((key) => [key, row[key as keyof T]])) as Partial<T>;
}
