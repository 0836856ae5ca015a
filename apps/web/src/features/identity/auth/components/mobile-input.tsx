import type { InputHTMLAttributes, Ref } from 'react';
import { inputClass } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import { DIALING_CODES } from '../lib/dialing-codes';

interface MobileInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  dialingCode: string;
  onDialingCodeChange: (code: string) => void;
  ref?: Ref<HTMLInputElement>;
}

/** Country calling code and the number, side by side as one control. */
export function MobileInput({ dialingCode, onDialingCodeChange, className, ref, ...rest }: MobileInputProps) {
  const { t } = useTranslation();
  return (
    <div className="flex gap-2">
      {/* Wrappers size the pair: both controls are full-width inside their own box. */}
      <div className="w-24 flex-none">
        <select
          aria-label={t('form.countryCode')}
          value={dialingCode}
          onChange={(e) => onDialingCodeChange(e.target.value)}
          className={cn(inputClass, 'px-2')}
        >
          {DIALING_CODES.map((d) => (
            <option key={d.country} value={d.code}>
              {`+${d.code} ${d.country}`}
            </option>
          ))}
        </select>
      </div>
      <div className="min-w-0 flex-1">
        <input ref={ref} type="tel" inputMode="numeric" className={cn(inputClass, className)} {...rest} />
      </div>
    </div>
  );
}
