import { bankByCode, VN_BANKS } from '@pf/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { TextInput } from '@/components/ui/text-input';
import { useTranslation } from '@/lib/i18n/use-translation';
import { refreshBalance } from '@/lib/push-topics';
import { addBankAccount, type BankAccount } from '../api/bank-accounts';
import { type BankAccountErrors, bankAccountErrors, digitsHint } from '../lib/bank-account-checks';
import { useWalletAction } from '../model/use-wallet-action';

/**
 * Saves a withdrawal account: a bank from the list, a number that fits that bank's rule, and the
 * holder's name, which must be the member's real name (case and diacritics aside). The same rules
 * run on the server; checking them here tells the member before anything is sent.
 */
export function BankAccountForm({
  realName,
  onSaved,
  onCancel,
}: {
  /** The member's real name as banks print it. */
  realName: string;
  onSaved: (account: BankAccount) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [bankCode, setBankCode] = useState('');
  const [number, setNumber] = useState('');
  const [holder, setHolder] = useState('');
  const [errors, setErrors] = useState<BankAccountErrors>({});
  const { busy, run } = useWalletAction();
  const bank = bankByCode(bankCode);

  const submit = async () => {
    const next = bankAccountErrors(t, { bank, number, holder, realName });
    setErrors(next);
    if (!bank || next.number || next.holder) return;
    await run(async () => {
      const account = await addBankAccount({
        bankCode: bank.code,
        accountNumber: number,
        holderName: holder,
      });
      await refreshBalance(queryClient);
      onSaved(account);
    });
  };

  return (
    <form
      noValidate
      className="space-y-4"
      data-testid="bank-account-form"
      onSubmit={(e) => {
        e.preventDefault();
        // The form sits inside the withdrawal form's dialog: its submit must not send that one.
        e.stopPropagation();
        void submit();
      }}
    >
      <Field label={t('wallet.bankAccount.bank')} required error={errors.bank}>
        {(a) => (
          <select
            {...a}
            className={inputClass}
            value={bankCode}
            onChange={(e) => setBankCode(e.target.value)}
            data-testid="bank-account-bank"
          >
            <option value="">{t('wallet.bankAccount.chooseBank')}</option>
            {VN_BANKS.map((b) => (
              <option key={b.code} value={b.code}>
                {b.shortName} · {b.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label={t('wallet.bankAccount.number')}
        required
        error={errors.number}
        hint={bank ? digitsHint(t, bank) : undefined}
      >
        {(a) => (
          <TextInput
            {...a}
            inputMode="numeric"
            autoComplete="off"
            maxLength={40}
            value={number}
            onValue={setNumber}
            data-testid="bank-account-number"
          />
        )}
      </Field>
      <Field
        label={t('wallet.bankAccount.holder')}
        required
        error={errors.holder}
        hint={t('wallet.bankAccount.holderHint', { name: realName })}
      >
        {(a) => (
          <TextInput
            {...a}
            autoComplete="name"
            maxLength={120}
            value={holder}
            onValue={setHolder}
            data-testid="bank-account-holder"
          />
        )}
      </Field>
      <p className="rounded-xl bg-surface-2 px-3 py-2 text-xs text-muted">
        {t('wallet.bankAccount.reviewNote')}
      </p>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={busy} data-testid="bank-account-save">
          {busy ? <Spinner className="size-4" /> : null}
          {t('wallet.bankAccount.save')}
        </Button>
      </div>
    </form>
  );
}
