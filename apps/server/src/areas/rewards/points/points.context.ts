import type { Db } from '../../../db/kysely.ts';
import type { PointsRepository } from './points.repository.ts';

/** How the payment password is checked (the cashier's service: counted guesses and a lock). */
export interface PaymentPasswordCheck {
  check(memberId: bigint, password: string): Promise<void>;
}

/** What redemption and conversion work with. */
export interface PointsContext {
  db: Db;
  repo: PointsRepository;
  passwords: PaymentPasswordCheck;
  now: () => Date;
}

/** Thrown inside a transaction that met a committed request with the same id: roll back, answer that one. */
export class SameRequest extends Error {}
