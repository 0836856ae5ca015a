import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icon';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSessionStore } from '@/lib/session-store';
import { type BankAccount, bankAccountsQuery } from '../api/bank-accounts';
import { RealNameNotice } from '../slots';
import { BankAccountForm } from './bank-account-form';
import { AccountOption } from './bank-account-option';
import { ErrorBlock, LoadingRows } from './load-state';
import { RemoveBankAccountDialog } from './remove-bank-account-dialog';

/**
 * Where a withdrawal goes: one of the member's saved bank accounts, picked from a list; new ones
 * are added (up to the limit) in a dialog. Money never goes to an address typed into the request.
 */
export function BankAccountPicker({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange: (id: string | null) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const accounts = useQuery(bankAccountsQuery(token));
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<BankAccount | null>(null);
  const list = accounts.data?.list;

  // The only account, or the first one, is the one picked until the member picks another.
  useEffect(() => {
    if (!list) return;
    if (value === null || !list.some((a) => a.id === value)) onChange(list[0]?.id ?? null);
  }, [list, value, onChange]);

  if (accounts.isPending) return <LoadingRows rows={1} />;
  if (accounts.isError) return <ErrorBlock error={accounts.error} onRetry={() => void accounts.refetch()} />;
  const { max, realName } = accounts.data;
  const full = accounts.data.list.length >= max;

  return (
    <fieldset className="space-y-2" data-testid="bank-account-picker">
      <legend className="mb-1.5 block text-xs font-semibold text-muted">
        <span className="me-0.5 text-danger">*</span>
        {t('wallet.bankAccount.title')}
      </legend>
      {realName === null ? (
        <RealNameNotice />
      ) : (
        <>
          {accounts.data.list.length === 0 ? (
            <p className="rounded-xl border border-dashed border-line px-3 py-4 text-center text-sm text-muted">
              {t('wallet.bankAccount.none')}
            </p>
          ) : (
            <ul className="space-y-2">
              {accounts.data.list.map((account) => (
                <AccountOption
                  key={account.id}
                  account={account}
                  selected={account.id === value}
                  onSelect={() => onChange(account.id)}
                  onRemove={() => setRemoving(account)}
                />
              ))}
            </ul>
          )}
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-xs text-muted">
              {t('wallet.bankAccount.count', { count: accounts.data.list.length, max })}
            </p>
            <Button
              variant="outline"
              size="sm"
              disabled={full}
              onClick={() => setAdding(true)}
              data-testid="bank-account-add"
            >
              <Icon name="wallet" className="size-4" />
              {t('wallet.bankAccount.add')}
            </Button>
          </div>
        </>
      )}
      {error ? (
        <p role="alert" className="text-xs text-danger">
          {error}
        </p>
      ) : null}
      <Dialog
        open={adding && realName !== null}
        onClose={() => setAdding(false)}
        size="md"
        plain
        testId="bank-account-dialog"
        title={t('wallet.bankAccount.addTitle')}
      >
        {realName !== null ? (
          <BankAccountForm
            realName={realName}
            onCancel={() => setAdding(false)}
            onSaved={(account) => {
              setAdding(false);
              onChange(account.id);
            }}
          />
        ) : null}
      </Dialog>
      <RemoveBankAccountDialog account={removing} onClose={() => setRemoving(null)} />
    </fieldset>
  );
}
