import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { QrCode } from '@/components/ui/qr-code';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useCountdown } from '@/lib/use-countdown';
import { type DepositOrder, depositOrderQuery } from '../api/deposit';
import { DepositResult } from './deposit-result';

type Kind = NonNullable<DepositOrder['instructions']>['kind'];
export type InstructionsOf<K extends Kind> = Extract<NonNullable<DepositOrder['instructions']>, { kind: K }>;

function instructionsOf<K extends Kind>(order: DepositOrder, kind: K): InstructionsOf<K> | null {
  const instructions = order.instructions;
  // The kind just checked is the one the Extract names: TypeScript cannot follow a generic there.
  return instructions?.kind === kind ? (instructions as InstructionsOf<K>) : null;
}

const clock = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

/** Time left to pay, counted down each second from the order's expiry. */
export function Deadline({ expiresAt }: { expiresAt: string }) {
  const { t } = useTranslation();
  const { remaining, start } = useCountdown();
  useEffect(() => {
    start((new Date(expiresAt).getTime() - Date.now()) / 1000);
  }, [expiresAt, start]);
  return (
    <p className="flex items-center justify-center gap-1.5 text-sm text-muted" data-testid="vietqr-deadline">
      <Icon name="clock" className="size-4" />
      {t('wallet.vietqr.deadline', { time: clock(remaining) })}
    </p>
  );
}

/** A transfer's instructions: the code to scan with what goes under it, and the details beside it. */
export function TransferLayout({
  testId,
  qr,
  qrLabel,
  under,
  children,
}: {
  testId: string;
  qr: string;
  qrLabel: string;
  under: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-5 xl:grid-cols-[auto_minmax(0,1fr)]" data-testid={testId}>
      <div className="flex flex-col items-center gap-3">
        <div className="rounded-2xl border border-line bg-white p-2">
          <QrCode value={qr} size={208} label={qrLabel} />
        </div>
        {under}
      </div>
      <div className="min-w-0 space-y-2">{children}</div>
    </div>
  );
}

/** A warning among a transfer's details. */
export function TransferNote({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl bg-accent/10 px-3 py-2 text-xs text-fg">
      <Icon name="alert" className="me-1 inline size-3.5 text-accent" />
      {children}
    </p>
  );
}

/**
 * A deposit paid by a transfer the member makes elsewhere (a bank, a wallet on a chain): the
 * instructions of its kind, a way back, and the sandbox's pay link where there is one. The order
 * is looked at again every few seconds; once it settles its outcome shows instead.
 */
export function TransferPanel<K extends 'vietqr' | 'usdt'>({
  order: created,
  onDone,
  kind,
  children,
}: {
  order: DepositOrder;
  onDone: () => void;
  kind: K;
  /** The instructions, from the latest look at the order (else as it was made). */
  children: (order: DepositOrder, instructions: InstructionsOf<K>) => ReactNode;
}) {
  const { t } = useTranslation();
  const polled = useQuery(depositOrderQuery(created.orderNo));
  const order = polled.data ?? created;
  const instructions = instructionsOf(order, kind) ?? instructionsOf(created, kind);

  if (order.status !== 'pending' || !instructions)
    return <DepositResult orderNo={created.orderNo} onDone={onDone} />;
  return (
    <div className="space-y-4">
      {children(order, instructions)}
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-line pt-4">
        <Button variant="secondary" size="sm" onClick={onDone} data-testid={`${kind}-back`}>
          <Icon name="chevronLeft" className="size-4" />
          {t('wallet.vietqr.back')}
        </Button>
        {instructions.sandboxUrl ? (
          <a
            href={instructions.sandboxUrl}
            className="inline-flex h-8 items-center gap-1.5 rounded-xl border border-dashed border-line px-3 text-xs font-semibold text-muted hover:border-accent hover:text-accent"
            data-testid={`${kind}-sandbox`}
          >
            {t(`wallet.${kind}.sandbox`)}
          </a>
        ) : null}
      </div>
    </div>
  );
}
