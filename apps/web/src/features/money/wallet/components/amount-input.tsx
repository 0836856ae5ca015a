import type { InputHTMLAttributes, Ref } from 'react';
import { inputClass } from '@/components/ui/field';
import { cn } from '@/lib/cn';

interface AmountInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  ref?: Ref<HTMLInputElement>;
  currency?: string;
}

/** A money box: decimal keypad on phones, digits aligned, the currency beside it. */
export function AmountInput({ currency, className, ref, ...rest }: AmountInputProps) {
  return (
    <div className="relative">
      <input
        ref={ref}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        className={cn(inputClass, 'pe-16 text-base font-semibold tabular-nums', className)}
        {...rest}
      />
      {currency ? (
        <span className="pointer-events-none absolute inset-y-0 end-0 grid w-14 place-items-center text-xs font-bold text-muted">
          {currency}
        </span>
      ) : null}
    </div>
  );
}
