import { useMutation } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/lib/i18n/use-translation';
import { fetchRoundDetailLink } from '../api/round-detail';

/**
 * 'Round details' for a third-party round whose vendor shows one: asks for the vendor's link,
 * then offers it as a link opening in a new tab. Opening the tab from the member's own click on
 * the link (not from code after the answer) keeps pop-up blockers out of the way.
 */
export function RoundDetailLink({ recordId }: { recordId: string }) {
  const { t } = useTranslation();
  const link = useMutation({ mutationFn: () => fetchRoundDetailLink(recordId) });
  if (link.isSuccess) {
    return (
      <a
        href={link.data.url}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="round-detail-open"
        className="inline-flex items-center gap-1.5 rounded-lg border border-accent/40 bg-accent/10 px-3 py-1.5 text-xs font-semibold text-accent hover:bg-accent/20 focus-visible:outline-2 focus-visible:outline-accent"
      >
        <Icon name="eye" className="size-3.5" />
        {t('inhouse.record.detail.open')}
      </a>
    );
  }
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        data-testid="round-detail"
        disabled={link.isPending}
        aria-busy={link.isPending}
        onClick={() => link.mutate()}
      >
        {link.isPending ? <Spinner className="size-3.5" /> : <Icon name="eye" className="size-3.5" />}
        {link.isPending ? t('inhouse.record.detail.loading') : t('inhouse.record.detail.button')}
      </Button>
      {link.isError ? (
        <p role="alert" className="text-xs text-danger" data-testid="round-detail-error">
          {t('inhouse.record.detail.error')}
        </p>
      ) : null}
    </>
  );
}
