import argon2 from 'argon2';

export interface HashCost {
  memoryCost: number;
  timeCost: number;
}

/** OWASP's argon2id baseline (19 MiB, 2 passes) raised to 64 MiB, 3 passes — argon2's defaults. */
export const DEFAULT_HASH_COST: HashCost = { memoryCost: 65_536, timeCost: 3 };

export function hashPassword(password: string, cost: HashCost = DEFAULT_HASH_COST): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, ...cost });
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the time of a real verification, so an unknown e-mail can't be told from a wrong password. */
export async function verifyAgainstDummy(password: string, cost: HashCost): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password', cost);
  await verifyPassword(await dummyHash, password);
  return false;
}
