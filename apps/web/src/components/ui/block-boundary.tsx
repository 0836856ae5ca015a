import { Component, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { LoadFailed } from './load-failed';

function BlockLoadFailed() {
  const { t } = useTranslation();
  return (
    <LoadFailed
      title={t('app.blockLoadError')}
      detail={t('app.errorMessage')}
      retryLabel={t('app.reload')}
      // A lazy part that failed stays failed in this page view (the browser keeps the failed
      // module): loading the page again is the way to fetch it anew, on the latest build.
      onRetry={() => window.location.reload()}
    />
  );
}

interface BlockBoundaryProps {
  children: ReactNode;
  /** What stands in the block's place instead of the default notice. */
  failed?: ReactNode;
  /** Classes of a box around the default notice, for a block that reaches the screen's edges. */
  failedClassName?: string;
}

/**
 * Keeps a failure inside one block of a page: a block whose code did not arrive (a dropped
 * connection while the visitor scrolled, a deploy that replaced it) says so in its place, and the
 * rest of the page stays as it was instead of giving way to the page's error screen.
 */
export class BlockBoundary extends Component<BlockBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.props.failed) return this.props.failed;
    const { failedClassName } = this.props;
    return failedClassName ? (
      <div className={failedClassName}>
        <BlockLoadFailed />
      </div>
    ) : (
      <BlockLoadFailed />
    );
  }
}
