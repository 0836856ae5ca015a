import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/**
 * A typed result: prize rows DB, G1 … separated by "~", the numbers of a row by ",". Used by the
 * first operator to enter it and by the second to read it again without seeing the first entry.
 */
export function ResultForm(props: {
  label: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (winningNumber: string) => void;
  extra?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim()) props.onSubmit(text.trim());
      }}
    >
      <label htmlFor={id} className="text-sm text-muted">
        {props.label}
      </label>
      <textarea
        id={id}
        rows={4}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-describedby={`${id}-hint`}
        className="rounded-md border border-line bg-bg p-2 font-mono text-sm outline-none focus:border-accent"
      />
      <p id={`${id}-hint`} className="text-xs text-muted">
        {t('lotteryOps.result.hint')}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={props.pending || !text.trim()}>
          {props.submitLabel}
        </Button>
        {props.extra}
      </div>
    </form>
  );
}
