import { type ReactNode, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, LinkButton } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Icon } from '@/components/ui/icon';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/lib/i18n/use-translation';

interface GameFrameProps {
  /** The raw launch URL (null when no game was launched in this tab). */
  raw: string | null;
  /** The same URL once checked as a web page; null when it is not one. */
  url: string | null;
  title: string;
  /** A line under the title (the seamless page says the balance follows the game). */
  note?: string;
  /** Each time the framed page (re)loads: a game that posts a form per round reloads per round. */
  onFrameLoad?: () => void;
  testId: string;
}

const toolButton =
  'grid size-9 place-items-center rounded-xl border border-line bg-surface text-muted transition hover:border-accent hover:text-fg';

/**
 * A launched game in an iframe under a slim toolbar (back, reload, full screen, new tab), with a
 * loading veil until the game's page has loaded and designed states for 'no game' and a bad link.
 */
export function GameFrame({ raw, url, title, note, onFrameLoad, testId }: GameFrameProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const box = useRef<HTMLDivElement>(null);
  const [loads, setLoads] = useState(0);
  const [loaded, setLoaded] = useState(false);

  const back = () => (window.history.length > 1 ? navigate(-1) : navigate('/'));
  const reload = () => {
    setLoaded(false);
    setLoads((n) => n + 1);
  };
  const fullScreen = () => void box.current?.requestFullscreen?.().catch(() => undefined);

  const shell = (body: ReactNode) => (
    <section data-testid={testId} className="flex flex-col gap-3">
      {body}
    </section>
  );

  if (!url) {
    return shell(
      <EmptyState
        testId="game-frame-empty"
        icon={raw ? 'alert' : 'gamepad'}
        title={raw ? t('games.frame.badUrl') : t('games.frame.noGame')}
        message={raw ? t('games.frame.badUrlHint') : t('games.frame.noGameHint')}
        action={<LinkButton to="/">{t('games.browse')}</LinkButton>}
        className="rounded-2xl border border-dashed border-line bg-surface/50"
      />,
    );
  }

  return shell(
    <>
      <div className="flex items-center gap-2">
        <Button variant="ghost" size="sm" onClick={back} data-testid="game-frame-back">
          <Icon name="chevronLeft" className="size-4" />
          {t('games.frame.back')}
        </Button>
        <div className="me-auto min-w-0">
          <h1 className="truncate text-base font-bold text-fg sm:text-lg">{title}</h1>
          {note ? <p className="truncate text-xs text-muted">{note}</p> : null}
        </div>
        <button
          type="button"
          onClick={reload}
          data-testid="game-frame-reload"
          aria-label={t('games.frame.reload')}
          title={t('games.frame.reload')}
          className={toolButton}
        >
          <Icon name="refresh" className="size-4" />
        </button>
        <button
          type="button"
          onClick={fullScreen}
          aria-label={t('games.frame.fullScreen')}
          title={t('games.frame.fullScreen')}
          className={toolButton}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            className="size-4"
          >
            <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
          </svg>
        </button>
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('games.frame.newTab')}
          title={t('games.frame.newTab')}
          className={toolButton}
        >
          <Icon name="globe" className="size-4" />
        </a>
      </div>
      <div
        ref={box}
        className="relative h-[calc(100dvh-11rem)] min-h-[420px] overflow-hidden rounded-2xl border border-line bg-surface shadow-card"
      >
        <iframe
          key={loads}
          src={url}
          title={title}
          data-testid="game-frame"
          allow="autoplay; fullscreen; clipboard-write"
          allowFullScreen
          referrerPolicy="no-referrer"
          onLoad={() => {
            setLoaded(true);
            onFrameLoad?.();
          }}
          className="size-full border-0 bg-white"
        />
        {loaded ? null : (
          <div
            role="status"
            data-testid="game-frame-loading"
            className="absolute inset-0 grid place-items-center bg-bg/90 text-sm text-muted"
          >
            <span className="flex flex-col items-center gap-3">
              <Spinner className="size-8 text-accent" />
              {t('games.frame.loading')}
            </span>
          </div>
        )}
      </div>
    </>,
  );
}
