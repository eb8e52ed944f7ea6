/** The user id a whoami answer names: a member's id, null for a visitor, undefined when there is no answer. */
export function identityOf(whoami: unknown): number | null | undefined {
  if (!whoami || typeof whoami !== 'object') return undefined;
  const { id, username } = whoami as { id?: unknown; username?: unknown };
  return typeof username === 'string' && typeof id === 'number' ? id : null;
}
