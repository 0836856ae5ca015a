import type { UseFormRegisterReturn } from 'react-hook-form';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';

const linkClass = 'text-accent hover:underline';

interface AgreeTermsProps {
  /** The sentence, whose `<terms>` and `<privacy>` parts become links to the help pages. */
  i18nKey: 'auth.agreeTerms' | 'register.disclaimer';
  registration: UseFormRegisterReturn;
  testId: string;
}

/** The tick box by which a player accepts the terms and the privacy policy. */
export function AgreeTerms({ i18nKey, registration, testId }: AgreeTermsProps) {
  return (
    <label className="flex items-start gap-2 text-xs leading-relaxed text-muted">
      <input
        type="checkbox"
        {...registration}
        className="mt-0.5 size-4 shrink-0 accent-[var(--accent)]"
        data-testid={testId}
      />
      <span>
        <Trans
          i18nKey={i18nKey}
          components={{
            terms: <Link to="/help#terms" className={linkClass} />,
            privacy: <Link to="/help#privacy" className={linkClass} />,
          }}
        />
      </span>
    </label>
  );
}
