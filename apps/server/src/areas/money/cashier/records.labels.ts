import type { recordLabelSchema } from '@pf/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/kysely.ts';
import { OPENING_BALANCE_REFERENCE } from '../ledger/opening-balance.ts';
import { recordLabelsRepository } from './record-labels.repository.ts';

/** The label of a ledger reference, as the account record's contract declares it. */
export type RecordLabel = z.output<typeof recordLabelSchema>;

const blank: Omit<RecordLabel, 'source'> = {
  game: null,
  vendor: null,
  draw: null,
  round: null,
  order: null,
  fromWallet: null,
  toWallet: null,
};

type Parsed =
  | { kind: 'lottery'; drawId: bigint }
  | { kind: 'inhouse'; game: string; requestId: string }
  | { kind: 'seamless'; vendor: string; roundId: string }
  | { kind: 'bonus'; vendor: string; bonusId: string }
  | { kind: 'transfer'; from: string; to: string }
  | { kind: 'upline' }
  | { kind: 'opening' }
  | { kind: 'order'; orderNo: string };

const ORDER_NO = /^[A-Z]{1,4}\d{6,}[A-Z0-9]*$/;

export function parseReference(reference: string): Parsed | null {
  let m = /^lottery-draw:(\d{1,18})$/.exec(reference);
  if (m) return { kind: 'lottery', drawId: BigInt(m[1] as string) };
  m = /^inhouse:([a-z0-9-]{1,40}):(.{1,200})$/.exec(reference);
  if (m) return { kind: 'inhouse', game: m[1] as string, requestId: m[2] as string };
  m = /^seamless:([^:]{1,40}):bonus:(.{1,200})$/.exec(reference);
  if (m) return { kind: 'bonus', vendor: m[1] as string, bonusId: m[2] as string };
  m = /^seamless:([^:]{1,40}):(.{1,200})$/.exec(reference);
  if (m) return { kind: 'seamless', vendor: m[1] as string, roundId: m[2] as string };
  m = /^([A-Za-z0-9_]{2,32})>([A-Za-z0-9_]{2,32})$/.exec(reference);
  if (m)
    return { kind: 'transfer', from: (m[1] as string).toUpperCase(), to: (m[2] as string).toUpperCase() };
  if (/^upline:\d+$/.test(reference)) return { kind: 'upline' };
  if (reference === OPENING_BALANCE_REFERENCE) return { kind: 'opening' };
  if (ORDER_NO.test(reference)) return { kind: 'order', orderNo: reference };
  return null;
}

/**
 * Labels for a page of references, in the member's language where a game has a translated name.
 * A few batched lookups per page, scoped to the member's merchant (and member, for rounds).
 */
export async function recordLabels(
  db: Db,
  scope: { merchantId: number; memberId: bigint; language: string },
  references: readonly string[],
): Promise<Map<string, RecordLabel>> {
  const out = new Map<string, RecordLabel>();
  const parsed = new Map<string, Parsed>();
  for (const ref of new Set(references)) {
    const p = parseReference(ref);
    if (p) parsed.set(ref, p);
  }
  const of = <K extends Parsed['kind']>(kind: K) =>
    [...parsed].filter((e): e is [string, Extract<Parsed, { kind: K }>] => e[1].kind === kind);

  const repo = recordLabelsRepository(db);

  const lottery = of('lottery');
  if (lottery.length > 0) {
    const ids = [...new Set(lottery.map(([, p]) => p.drawId.toString()))];
    const rows = await repo.lotteryDraws(scope, ids);
    const names = await repo.vendorNames([...new Set(rows.map((r) => r.vendor))]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const [ref, p] of lottery) {
      const row = byId.get(p.drawId.toString());
      out.set(ref, {
        ...blank,
        source: 'lottery',
        game: row?.game ?? null,
        vendor: row ? (names.get(row.vendor) ?? row.vendor) : null,
        draw: row?.numero ?? null,
      });
    }
  }

  const inhouse = of('inhouse');
  if (inhouse.length > 0) {
    const rows = await repo.inhouseRounds(
      scope,
      inhouse.map(([, p]) => p.requestId),
    );
    const byRequest = new Map(rows.map((r) => [r.request_id, r]));
    for (const [ref, p] of inhouse) {
      const row = byRequest.get(p.requestId);
      out.set(ref, {
        ...blank,
        source: 'inhouse',
        game: row?.game ?? null,
        vendor: row?.vendor ?? null,
        round: row ? row.id.toString() : null,
      });
    }
  }

  const seamless = of('seamless');
  const bonus = of('bonus');
  const names = await repo.vendorNames([...new Set([...seamless, ...bonus].map(([, p]) => p.vendor))]);
  if (seamless.length > 0) {
    const rows = await repo.seamlessRounds(
      scope,
      seamless.map(([, p]) => p.roundId),
    );
    const byRound = new Map(rows.map((r) => [`${r.vendor}:${r.round_id}`, r]));
    for (const [ref, p] of seamless) {
      const row = byRound.get(`${p.vendor}:${p.roundId}`);
      out.set(ref, {
        ...blank,
        source: 'seamless',
        game: row?.game ?? null,
        vendor: names.get(p.vendor) ?? p.vendor,
        // Our round number, as for in-house rounds: a vendor's id (`sbx-4217f094-…`) is unreadable.
        round: row ? row.id.toString() : null,
      });
    }
  }
  for (const [ref, p] of bonus) {
    out.set(ref, { ...blank, source: 'bonus', vendor: names.get(p.vendor) ?? p.vendor, round: p.bonusId });
  }
  for (const [ref, p] of of('transfer')) {
    out.set(ref, { ...blank, source: 'transfer', fromWallet: p.from, toWallet: p.to });
  }
  for (const [ref] of of('upline')) out.set(ref, { ...blank, source: 'upline' });
  for (const [ref] of of('opening')) out.set(ref, { ...blank, source: 'opening' });
  for (const [ref, p] of of('order')) out.set(ref, { ...blank, source: 'order', order: p.orderNo });
  return out;
}
