import type { TFunction } from 'i18next';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from './button';

/** A part of a page that could not load: what failed, why in words, and a way to try again. */
export function LoadFailed(props: {
  title: string;
  detail: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="rounded-2xl border border-danger/30 bg-danger/5 p-5 text-center sm:p-6">
      <p className="text-sm font-semibold text-fg">{props.title}</p>
      <p className="mt-1 text-xs text-muted">{props.detail}</p>
      <Button variant="outline" size="sm" className="mt-3 sm:mt-4" onClick={props.onRetry}>
        {props.retryLabel}
      </Button>
    </div>
  );
}

type FailedWords = (t: TFunction, error: unknown) => { title: string; detail: string; retry: string };

/** A feature's own LoadFailed: its words for the title and the retry, and its reading of errors. */
export function loadFailedIn(words: FailedWords) {
  return function FeatureLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
    const { t } = useTranslation();
    const w = words(t, error);
    return <LoadFailed title={w.title} detail={w.detail} retryLabel={w.retry} onRetry={onRetry} />;
  };
}
