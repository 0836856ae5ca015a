import { useTranslation } from 'react-i18next';

/** How wide each preview frame is drawn, and the page width it stands for. */
const FRAMES = [
  { key: 'phone', width: 375, shown: 300 },
  { key: 'desktop', width: 1440, shown: 560 },
] as const;

/**
 * The banner as the player site shows it at the top of a page, at a phone's width (375 px) and a
 * desktop's (1440 px), each drawn to scale inside the console.
 */
export function BannerPreview({ url, title }: { url: string | null; title: string }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('contentOps.banners.preview')} className="flex flex-wrap items-start gap-4">
      {FRAMES.map((frame) => {
        const scale = frame.shown / frame.width;
        return (
          <figure key={frame.key} className="flex flex-col gap-1">
            <figcaption className="text-xs text-muted">
              {t(`contentOps.banners.frame.${frame.key}`, { width: frame.width })}
            </figcaption>
            <div
              data-testid={`banner-frame-${frame.width}`}
              className="overflow-hidden rounded-md border border-line bg-bg"
              style={{ width: frame.shown, height: Math.round((frame.width * 0.42 + 56) * scale) }}
            >
              <div style={{ width: frame.width, transform: `scale(${scale})`, transformOrigin: 'top left' }}>
                <div className="flex h-14 items-center bg-surface-2 px-6 text-2xl font-semibold">▦ ▦ ▦</div>
                {url ? (
                  <img
                    src={url}
                    alt={title}
                    className="block w-full object-cover"
                    style={{ aspectRatio: '2.4 / 1' }}
                  />
                ) : (
                  <div
                    className="grid place-items-center text-3xl text-muted"
                    style={{ aspectRatio: '2.4 / 1' }}
                  >
                    {t('contentOps.banners.noImage')}
                  </div>
                )}
              </div>
            </div>
          </figure>
        );
      })}
    </section>
  );
}
