import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { BusyButton } from '@/components/ui/busy-button';
import { showAlert } from '@/lib/alert-store';
import { useAuthModal } from '@/lib/auth-modal-store';
import { errorText } from '@/lib/error-text';
import { useTranslation } from '@/lib/i18n/use-translation';
import { resetByToken } from '../api/password-api';
import { NewPasswordFields } from '../components/new-password-fields';

interface ResetValues {
  newPassword: string;
  confirmNewPassword: string;
}

/** /reset-password?token=…: where the reset mail leads. A used or stale link is refused by the server. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const titleId = useId();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const openModal = useAuthModal((s) => s.open);
  const form = useForm<ResetValues>({ defaultValues: { newPassword: '', confirmNewPassword: '' } });
  const { handleSubmit, formState } = form;

  const submit = handleSubmit(async (values) => {
    try {
      await resetByToken({ token, ...values });
      await showAlert({ tone: 'success', message: t('auth.resetDone') });
      navigate('/', { replace: true });
      openModal({ kind: 'login', source: 'header' });
    } catch (error) {
      void showAlert({ message: errorText(t, error) });
    }
  });

  return (
    <section
      aria-labelledby={titleId}
      data-testid="reset-password-page"
      className="mx-auto w-full max-w-md py-4 sm:py-10"
    >
      <div className="rounded-3xl border border-line bg-surface p-6 shadow-card sm:p-10">
        <h1 id={titleId} className="text-2xl font-extrabold tracking-tight">
          {t('auth.forgotTitle')}
        </h1>
        {token.length < 16 ? (
          <div className="mt-4 space-y-4" data-testid="reset-link-invalid">
            <p className="text-sm leading-relaxed text-muted">{t('auth.resetLinkInvalid')}</p>
            <Link to="/" className="text-sm font-semibold text-accent hover:underline">
              {t('notFound.backHome')}
            </Link>
          </div>
        ) : (
          <form noValidate onSubmit={(e) => void submit(e)} className="mt-6 space-y-4">
            <NewPasswordFields
              form={form}
              testIds={{ newPassword: 'reset-new-password', confirm: 'reset-confirm-password' }}
            />
            <BusyButton
              busy={formState.isSubmitting}
              type="submit"
              size="lg"
              className="w-full"
              data-testid="reset-submit"
            >
              {t('form.submit')}
            </BusyButton>
          </form>
        )}
      </div>
    </section>
  );
}
