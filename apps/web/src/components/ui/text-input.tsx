import type { InputHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { inputClass } from './field';

interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  value: string;
  /** The text as typed. */
  onValue: (value: string) => void;
}

/** A text box in the site's form style that hands back the text typed rather than the event. */
export function TextInput({ value, onValue, className, ...rest }: TextInputProps) {
  return (
    <input
      {...rest}
      className={cn(inputClass, className)}
      value={value}
      onChange={(e) => onValue(e.target.value)}
    />
  );
}
