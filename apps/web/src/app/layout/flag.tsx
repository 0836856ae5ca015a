import { LANGUAGE_FLAGS, type SiteLanguage } from '@pf/shared';
import { cn } from '@/lib/cn';
import { FLAG_IMAGES } from './flag-images';

/** A language's round flag, by the spec's language→country map (§9). */
export function Flag({ code, className }: { code: SiteLanguage; className?: string }) {
  const country = LANGUAGE_FLAGS[code];
  return (
    <span
      aria-hidden="true"
      data-flag={country}
      style={{ backgroundImage: `url("${FLAG_IMAGES[country]}")` }}
      className={cn(
        'inline-block shrink-0 overflow-hidden rounded-full bg-cover bg-center bg-no-repeat',
        className,
      )}
    />
  );
}
