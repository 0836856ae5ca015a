import { inputClass } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { WindowCheck } from '../model/date-window';

interface RecordFiltersProps {
  from: string;
  to: string;
  vendor: string;
  /** Vendors to offer besides 'all'. */
  vendors: readonly { vassalage: string; name: string }[];
  check: WindowCheck;
  onFrom: (day: string) => void;
  onTo: (day: string) => void;
  onVendor: (vendor: string) => void;
}

const labelClass = 'flex min-w-0 flex-col gap-1.5 text-xs font-semibold text-muted';

/** The date range (whole local days) and the vendor the record is narrowed to. */
export function RecordFilters(props: RecordFiltersProps) {
  const { t } = useTranslation();
  const problem = props.check.ok ? null : t(`inhouse.record.window.${props.check.reason}`);
  return (
    <div className="space-y-2">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_1fr_1.3fr]">
        <label className={labelClass}>
          {t('inhouse.record.from')}
          <input
            type="date"
            className={cn(inputClass, 'h-10')}
            value={props.from}
            max={props.to || undefined}
            aria-invalid={problem !== null}
            onChange={(e) => props.onFrom(e.target.value)}
            data-testid="record-from"
          />
        </label>
        <label className={labelClass}>
          {t('inhouse.record.to')}
          <input
            type="date"
            className={cn(inputClass, 'h-10')}
            value={props.to}
            min={props.from || undefined}
            aria-invalid={problem !== null}
            onChange={(e) => props.onTo(e.target.value)}
            data-testid="record-to"
          />
        </label>
        <label className={cn(labelClass, 'col-span-2 sm:col-span-1')}>
          {t('inhouse.record.vendor')}
          <select
            className={cn(inputClass, 'h-10')}
            value={props.vendor}
            onChange={(e) => props.onVendor(e.target.value)}
            data-testid="record-vendor"
          >
            <option value="">{t('inhouse.record.allVendors')}</option>
            {props.vendors.map((v) => (
              <option key={v.vassalage} value={v.vassalage}>
                {v.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      {problem ? (
        <p role="alert" className="text-xs text-danger" data-testid="record-window-error">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
