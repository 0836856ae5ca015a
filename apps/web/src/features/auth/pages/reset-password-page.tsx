import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field, PasswordInput } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { showAlert } from '@/lib/alert-store';
import { errorText } from '@/lib/error-text';
import { useTranslation } from '@/lib/i18n/use-translation';
import { checkRule } from '@/lib/validation/field-rule';
import { resetByToken } from '../api/password-api';
import { usePasswordRule } from '../lib/use-password-rule';
import { useAuthModal } from '../model/auth-modal-store';

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
  const passwordRule = usePasswordRule();
  const { register, handleSubmit, formState, getValues } = useForm<ResetValues>({
    defaultValues: { newPassword: '', confirmNewPassword: '' },
  });
  const errors = formState.errors;

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
            <Field label={t('form.newPassword')} required error={errors.newPassword?.message}>
              {(a) => (
                <PasswordInput
                  {...a}
                  {...register('newPassword', {
                    validate: (v) =>
                      v === '' ? t('validation.required') : checkRule(t, passwordRule, v, 'password'),
                  })}
                  autoComplete="new-password"
                  data-testid="reset-new-password"
                />
              )}
            </Field>
            <Field label={t('form.confirmNewPassword')} required error={errors.confirmNewPassword?.message}>
              {(a) => (
                <PasswordInput
                  {...a}
                  {...register('confirmNewPassword', {
                    validate: (v) =>
                      v === ''
                        ? t('validation.required')
                        : v === getValues('newPassword') || t('validation.confirm'),
                  })}
                  autoComplete="new-password"
                  data-testid="reset-confirm-password"
                />
              )}
            </Field>
            <Button
              type="submit"
              size="lg"
              className="w-full"
              disabled={formState.isSubmitting}
              data-testid="reset-submit"
            >
              {formState.isSubmitting ? <Spinner className="size-4" /> : null}
              {t('form.submit')}
            </Button>
          </form>
        )}
      </div>
    </section>
  );
}
