import { LANGUAGE_FLAGS, type SiteLanguage } from '@pf/shared';
import { cn } from '@/lib/cn';

/** A language's flag from the flag-icons sheet, by the spec's language→country map (§9). */
export function Flag({ code, className }: { code: SiteLanguage; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('fi fis shrink-0 overflow-hidden rounded-full', `fi-${LANGUAGE_FLAGS[code]}`, className)}
    />
  );
}
