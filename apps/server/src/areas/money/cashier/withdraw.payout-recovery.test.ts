import { beforeAll, describe, expect, it } from 'vitest';
import { selectWhere } from '../../../db/select-where.ts';
import { updateWhere } from '../../../db/update-where.ts';
import { localDiskStorage } from '../../../platform/storage.ts';
import { testClock } from '../../../test/member-kit.ts';
import { moneyNeeds } from '../../../test/money-needs.ts';
import { allowSmallSums } from '../../../test/small-sums.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import type { StaffSession } from '../../identity/index.ts';
import { createLedger } from '../ledger/ledger.service.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { sandboxPaymentProvider } from '../payments/sandbox.provider.ts';
import { bankAccountsService } from './bank-accounts.service.ts';
import { cashierRepository } from './cashier.repository.ts';
import { cashierLimits } from './cashier-limits.ts';
import { paymentPasswordRepository } from './payment-password.repository.ts';
import { paymentPasswordService } from './payment-password.service.ts';
import { withdrawService } from './withdraw.service.ts';
import { withdrawKit } from './withdraw.test-kit.ts';
import { PAYOUT_GRACE_MS } from './withdraw-payout.ts';

/**
 * A crash between the approval's commit and the provider's answer. The server that approved is
 * stood in for by a withdrawal service whose provider fails where the crash would be; the payout
 * job of a healthy server (the same sandbox provider on the same database) then finishes the job.
 */
describe.each(dbKinds)('withdrawal payouts after a crash on %s', (kind) => {
  const clock = testClock(new Date());
  const t = suiteApp(kind, { now: clock.now });
  beforeAll(async () => {
    await allowSmallSums(t);
  });
  const kit = withdrawKit(() => t, 'wc');

  const sandbox = () =>
    sandboxPaymentProvider({ db: t.database.db, secret: 'crash', deliver: async () => ({ statusCode: 200 }) })
      .provider;
  /** A server's withdrawal service with the given provider. */
  const server = (payout: PaymentProvider, payoutTimeoutMs?: number) => {
    const db = t.database.db;
    const needs = moneyNeeds(db);
    return withdrawService({
      db,
      repo: cashierRepository(db),
      limits: cashierLimits(needs.brandMoney),
      accounts: bankAccountsService({ db, now: clock.now }),
      ledger: createLedger(db),
      passwords: paymentPasswordService({ repo: paymentPasswordRepository(db), now: clock.now }),
      audit: needs.audit,
      storage: localDiskStorage(t.dataDir),
      payout,
      now: clock.now,
      log: { warn: () => {} },
      payoutTimeoutMs,
    });
  };
  const healthy = () => server(sandbox());
  const failingAt = (payout: PaymentProvider['payout']): PaymentProvider => ({ ...sandbox(), payout });

  async function admin(): Promise<StaffSession> {
    const s = await selectWhere(t.database.db, 'staff', { username: 'admin' })
      .select('id')
      .executeTakeFirstOrThrow();
    return { sessionId: 0n, staffId: s.id, username: 'admin', roles: ['admin'], merchantId: null };
  }

  it('sends a payout the provider never received again, under the same request id, once', async () => {
    const { member, orderNo } = await kit.pendingWithdrawal('250');
    let tried = 0;
    const crashed = server(
      failingAt(async () => {
        tried += 1;
        throw new Error('connection reset before the provider answered');
      }),
    );
    const approved = await crashed.approve(await admin(), orderNo, null, '10.38.1.1');
    expect(tried).toBe(1);
    expect(approved).toMatchObject({
      status: 'paid',
      payout: {
        requestId: `payout-${orderNo}`,
        provider: 'sandbox',
        providerRef: null,
        sentAt: null,
        attempts: 1,
        lastError: 'connection reset before the provider answered',
      },
    });
    // The money left the member once; the provider paid nothing yet.
    expect(await kit.balance(member.token)).toMatchObject({ sumBalance: '750.00', locked: '0.00' });
    expect(await kit.payoutTransfers(orderNo)).toHaveLength(1);
    expect(await kit.paidAtProvider(orderNo)).toEqual([]);

    // Within the grace the approving server may still be sending it: the job leaves it.
    await healthy().resumePayouts();
    expect(await kit.paidAtProvider(orderNo)).toEqual([]);
    // An unpaid withdrawal is not taken as received when the confirmation time passes.
    clock.advance(31 * 60_000);
    await healthy().autoConfirmDue();
    expect((await kit.row(orderNo)).status).toBe('paid');

    expect(await healthy().resumePayouts()).toBeGreaterThanOrEqual(1);
    const paid = await kit.paidAtProvider(orderNo);
    expect(paid).toEqual([
      { request_id: `payout-${orderNo}`, amount: 25_000n, provider_ref: expect.any(String) },
    ]);
    expect(await kit.row(orderNo)).toMatchObject({
      payout_ref: paid[0]?.provider_ref,
      payout_sent_at: clock.now(),
      payout_attempts: 1,
      payout_error: null,
    });
    // Run again, it finds nothing owed; the confirmation time now applies.
    await healthy().resumePayouts();
    expect(await kit.paidAtProvider(orderNo)).toHaveLength(1);
    await healthy().autoConfirmDue();
    expect(await kit.row(orderNo)).toMatchObject({ status: 'received', confirmation: 'auto' });
    expect(await kit.payoutTransfers(orderNo)).toHaveLength(1);
  });

  it('counts a payout call that never settles as a failed attempt, so approval and job go on', async () => {
    const { member, orderNo } = await kit.pendingWithdrawal('140');
    let tried = 0;
    const hung = server(
      failingAt(() => {
        tried += 1;
        return new Promise(() => {});
      }),
      50,
    );
    const approved = await hung.approve(await admin(), orderNo, null, '10.38.1.3');
    expect(tried).toBe(1);
    expect(approved.payout).toMatchObject({
      providerRef: null,
      sentAt: null,
      attempts: 1,
      lastError: 'payout provider did not answer within 50 ms',
    });
    // The job on that server runs its next tick to the end, recording a second failed attempt.
    clock.advance(PAYOUT_GRACE_MS);
    expect(await hung.resumePayouts()).toBe(0);
    expect(tried).toBe(2);
    expect(await kit.row(orderNo)).toMatchObject({ payout_attempts: 2, payout_sent_at: null });
    expect(await kit.paidAtProvider(orderNo)).toEqual([]);
    // A provider that answers again pays it once.
    await healthy().resumePayouts();
    expect(await kit.paidAtProvider(orderNo)).toHaveLength(1);
    expect(await kit.row(orderNo)).toMatchObject({ payout_error: null, payout_sent_at: clock.now() });
    expect(await kit.payoutTransfers(orderNo)).toHaveLength(1);
    expect((await kit.balance(member.token)).locked).toBe('0.00');
  });

  it('pays nothing more for a payout the provider made before the server could record it', async () => {
    const { orderNo } = await kit.pendingWithdrawal('180');
    const provider = sandbox();
    const crashed = server(
      failingAt(async (input) => {
        await provider.payout(input);
        throw new Error('socket hang up after the provider paid');
      }),
    );
    const approved = await crashed.approve(await admin(), orderNo, 'ok', '10.38.1.2');
    expect(approved.payout).toMatchObject({ providerRef: null, sentAt: null, attempts: 1 });
    const [first] = await kit.paidAtProvider(orderNo);
    expect(first).toBeDefined();

    clock.advance(PAYOUT_GRACE_MS);
    await healthy().resumePayouts();
    expect(await kit.paidAtProvider(orderNo)).toEqual([first]);
    expect(await kit.row(orderNo)).toMatchObject({ payout_ref: first?.provider_ref, payout_error: null });
    expect(await kit.payoutTransfers(orderNo)).toHaveLength(1);
  });

  it('pays once when the approving server answers late, after the payout job sent it too', async () => {
    const { orderNo } = await kit.pendingWithdrawal('210');
    const provider = sandbox();
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The approving server's call hangs (a stalled process or network) until released.
    const slow = server(
      failingAt(async (input) => {
        await gate;
        return provider.payout(input);
      }),
    );
    const approving = slow.approve(await admin(), orderNo, null, '10.38.1.3');
    for (let i = 0; i < 200 && (await kit.row(orderNo)).status !== 'paid'; i++) {
      await new Promise((r) => setTimeout(r, 10));
    }
    expect((await kit.row(orderNo)).status).toBe('paid');

    clock.advance(PAYOUT_GRACE_MS);
    await healthy().resumePayouts();
    const paid = await kit.paidAtProvider(orderNo);
    expect(paid).toHaveLength(1);

    release();
    const late = await approving;
    expect(late.payout).toMatchObject({ providerRef: paid[0]?.provider_ref, attempts: 0 });
    expect(late.payout?.sentAt).not.toBeNull();
    expect(await kit.paidAtProvider(orderNo)).toEqual(paid);
    expect(await kit.payoutTransfers(orderNo)).toHaveLength(1);
  });

  it('leaves a payout owed, never paid by another provider, when its provider is not configured', async () => {
    const { orderNo } = await kit.pendingWithdrawal('150');
    await healthy().approve(await admin(), orderNo, null, '10.38.1.4');
    const paid = await kit.paidAtProvider(orderNo);
    expect(paid).toHaveLength(1);
    // A payout recorded for another provider (its clearing account took the money) stays with it.
    await updateWhere(t.database.db, 'withdrawals', { order_no: orderNo })
      .set({ payout_provider: 'other', payout_sent_at: null, payout_ref: null })
      .execute();
    clock.advance(PAYOUT_GRACE_MS);
    await healthy().resumePayouts();
    expect(await kit.row(orderNo)).toMatchObject({
      payout_sent_at: null,
      payout_attempts: 1,
      payout_error: 'payout provider other is not configured',
    });
    expect(await kit.paidAtProvider(orderNo)).toEqual(paid);
  });
});
