import { type AvatarProps, RoundPicture } from '@/components/ui/round-picture';
import { cn } from '@/lib/cn';

/** A winner's picture; without one, or when it fails to load, the default avatar (§2). */
export function WinnerAvatar({ name, src, className }: AvatarProps) {
  return (
    <RoundPicture
      src={src}
      className={className}
      fallback={
        <span
          aria-hidden="true"
          data-testid="default-avatar"
          className={cn(
            'grid shrink-0 place-items-center rounded-full bg-linear-to-br from-brand to-brand-2 text-white',
            className,
          )}
        >
          <svg viewBox="0 0 24 24" className="size-3/5" fill="currentColor" aria-hidden="true">
            <circle cx="12" cy="8.5" r="4" />
            <path d="M4 20.5c1.2-4 4.3-6 8-6s6.8 2 8 6z" />
          </svg>
          <span className="sr-only">{name}</span>
        </span>
      }
    />
  );
}
