import argon2 from 'argon2';

export interface HashCost {
  memoryCost: number;
  timeCost: number;
}

/**
 * OWASP's argon2id recommendation (19 MiB, 2 passes, 1 lane): strong, and cheap enough that a burst
 * of sign-ins does not starve a 2-core server (64 MiB / 3 passes cost ~5x more per login here).
 */
export const DEFAULT_HASH_COST: HashCost = { memoryCost: 19_456, timeCost: 2 };

export function hashPassword(password: string, cost: HashCost = DEFAULT_HASH_COST): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, parallelism: 1, ...cost });
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** A hash of nothing anybody types, one per cost, so verifying against it costs what a real one does. */
const dummyHashes = new Map<string, Promise<string>>();

/** Makes the dummy hash ahead of the first sign-in, so even that one answers in the usual time. */
export function prepareDummyHash(cost: HashCost): Promise<string> {
  const key = `${cost.memoryCost}:${cost.timeCost}`;
  let hash = dummyHashes.get(key);
  if (!hash) {
    hash = hashPassword('not-a-real-password', cost);
    dummyHashes.set(key, hash);
  }
  return hash;
}

/** Spends the time of a real verification, so an unknown e-mail can't be told from a wrong password. */
export async function verifyAgainstDummy(password: string, cost: HashCost): Promise<false> {
  await verifyPassword(await prepareDummyHash(cost), password);
  return false;
}
