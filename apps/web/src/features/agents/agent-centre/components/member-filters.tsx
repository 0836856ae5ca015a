import { useState } from 'react';
import { Field, inputClass } from '@/components/ui/field';
import { TextInput } from '@/components/ui/text-input';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { MembersQuery } from '../api/agents';
import { AMOUNT_PATTERN } from '../lib/money';
import { SearchForm, UsernameField } from './search-form';

const STATUSES = ['active', 'locked', 'closed'] as const;
type Status = (typeof STATUSES)[number];

export type MemberFilter = Omit<MembersQuery, 'pageNo' | 'pageSize'>;

/** Username, status, depth and balance range; applied together when the agent searches. */
export function MemberFilters({ onApply }: { onApply: (filter: MemberFilter) => void }) {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [status, setStatus] = useState<Status | ''>('');
  const [depth, setDepth] = useState('');
  const [minBalance, setMin] = useState('');
  const [maxBalance, setMax] = useState('');

  const apply = () => {
    const amount = (v: string) => (AMOUNT_PATTERN.test(v.trim()) ? v.trim() : undefined);
    onApply({
      ...(username.trim() ? { username: username.trim() } : {}),
      ...(status ? { status } : {}),
      ...(/^\d{1,2}$/.test(depth) && Number(depth) > 0 ? { depth: Number(depth) } : {}),
      ...(amount(minBalance) ? { minBalance: amount(minBalance) } : {}),
      ...(amount(maxBalance) ? { maxBalance: amount(maxBalance) } : {}),
    });
  };

  return (
    <SearchForm
      onApply={apply}
      className="grid grid-cols-2 gap-2 sm:grid-cols-6"
      buttonClassName="col-span-2 sm:col-span-6 sm:justify-self-end"
    >
      <UsernameField value={username} onChange={setUsername} className="col-span-2" />
      <Field label={t('agentCentre.members.status')}>
        {(p) => (
          <select
            {...p}
            className={inputClass}
            value={status}
            onChange={(e) => setStatus(e.target.value as Status | '')}
          >
            <option value="">{t('agentCentre.members.any')}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`agentCentre.members.statusValue.${s}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('agentCentre.members.depth')}>
        {(p) => <TextInput {...p} inputMode="numeric" value={depth} onValue={setDepth} />}
      </Field>
      <Field label={t('agentCentre.members.minBalance')}>
        {(p) => <TextInput {...p} inputMode="decimal" value={minBalance} onValue={setMin} />}
      </Field>
      <Field label={t('agentCentre.members.maxBalance')}>
        {(p) => <TextInput {...p} inputMode="decimal" value={maxBalance} onValue={setMax} />}
      </Field>
    </SearchForm>
  );
}
