import { useTranslation } from 'react-i18next';

/** A full-page message: not allowed, not found, or nothing to open. */
export function MessagePage({ title, body }: { title: string; body: string }) {
  return (
    <section className="mx-auto mt-16 max-w-md text-center">
      <h1 className="text-xl font-semibold">{title}</h1>
      <p className="mt-2 text-muted">{body}</p>
    </section>
  );
}

export function NotAllowedPage() {
  const { t } = useTranslation();
  return <MessagePage title={t('pages.notAllowed.title')} body={t('pages.notAllowed.body')} />;
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return <MessagePage title={t('pages.notFound.title')} body={t('pages.notFound.body')} />;
}
