import { hash, verify } from '@node-rs/argon2';

/** argon2id parameters; tests pass a cheaper cost so the suite stays fast. */
export interface PasswordCost {
  memoryCost: number;
  timeCost: number;
}

export const PRODUCTION_COST: PasswordCost = { memoryCost: 19_456, timeCost: 2 };
export const TEST_COST: PasswordCost = { memoryCost: 1024, timeCost: 1 };

const ARGON2ID = 2;

export function hashPassword(password: string, cost: PasswordCost = PRODUCTION_COST): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, ...cost });
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
