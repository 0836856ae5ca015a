import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The sign-in's frame: the console's name, the step's title, and the step. */
export function SignInCard({
  title,
  children,
  onSubmit,
}: {
  title: string;
  children: ReactNode;
  onSubmit?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <main className="grid min-h-dvh place-items-center bg-bg p-4">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit?.();
        }}
        noValidate
        aria-labelledby="sign-in-title"
        className="flex w-full max-w-sm flex-col gap-4 rounded-xl border border-line bg-surface p-6 shadow-xl"
      >
        <div>
          <p className="text-sm text-muted">{t('app.name')}</p>
          <h1 id="sign-in-title" className="text-xl font-semibold">
            {title}
          </h1>
        </div>
        {children}
      </form>
    </main>
  );
}

/** The server's refusal, as it answered it. */
export function SignInError({ text }: { text: string | null }) {
  return text ? (
    <p role="alert" className="rounded-md bg-danger/10 p-2 text-sm text-danger">
      {text}
    </p>
  ) : null;
}
