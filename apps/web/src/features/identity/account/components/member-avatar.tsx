import { type AvatarProps, RoundPicture } from '@/components/ui/round-picture';
import { cn } from '@/lib/cn';

/** The member's picture, or their initial on the brand gradient when there is none or it fails to load. */
export function MemberAvatar({ name, src, className }: AvatarProps) {
  const initial = [...name.trim()][0]?.toUpperCase() ?? '?';
  return (
    <RoundPicture
      src={src}
      className={cn('ring-2 ring-accent/40', className)}
      fallback={
        <span
          aria-hidden="true"
          className={cn(
            'grid shrink-0 place-items-center rounded-full bg-linear-to-br from-brand to-brand-2 font-bold text-white ring-2 ring-accent/40',
            className,
          )}
        >
          {initial}
        </span>
      }
    />
  );
}
