import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';

/** One check the browser made of a round: passed in green, failed in red. */
export function VerifyCheck({ ok, text, testId }: { ok: boolean; text: string; testId: string }) {
  return (
    <p
      data-testid={testId}
      data-ok={ok}
      className={cn(
        'flex items-start gap-2 rounded-xl px-3 py-2 text-sm font-semibold',
        ok ? 'bg-success/10 text-success' : 'bg-danger/10 text-danger',
      )}
    >
      <Icon name={ok ? 'check' : 'alert'} className="mt-0.5 size-4 shrink-0" />
      {text}
    </p>
  );
}

/** A seed, hash or number the check starts from; a dash where the server has not revealed it yet. */
export interface VerifyFact {
  label: string;
  value: string | number | null | undefined;
  testId?: string;
}

function Fact({ fact }: { fact: VerifyFact }) {
  return (
    <div>
      <dt className="font-sans font-semibold text-muted">{fact.label}</dt>
      <dd data-testid={fact.testId}>{fact.value ?? '—'}</dd>
    </div>
  );
}

const isGroup = (fact: VerifyFact | readonly VerifyFact[]): fact is readonly VerifyFact[] =>
  Array.isArray(fact);

/** The inputs of a round's check, in monospace so hashes read; a group of short ones shares a line. */
export function VerifyFacts({ facts }: { facts: readonly (VerifyFact | readonly VerifyFact[])[] }) {
  return (
    <dl className="grid gap-2 rounded-xl bg-surface-2 p-3 font-mono text-xs break-all">
      {facts.map((fact) =>
        isGroup(fact) ? (
          <div key={fact.map((f) => f.label).join()} className="flex gap-6">
            {fact.map((f) => (
              <Fact key={f.label} fact={f} />
            ))}
          </div>
        ) : (
          <Fact key={fact.label} fact={fact} />
        ),
      )}
    </dl>
  );
}
