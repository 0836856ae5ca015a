import { REGISTER_TEXT_FIELDS } from '@pf/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/field';
import { Icon } from '@/components/ui/icon';
import { ImagePicker } from '@/components/ui/image-picker';
import { SegmentedTabs } from '@/components/ui/segmented-tabs';
import { Spinner } from '@/components/ui/spinner';
import { defaultDialingCode, useAuthModal, useCaptcha } from '@/features/auth';
import { ID_TYPES, useImageWarning } from '@/features/kyc';
import { useLoadedPermission } from '@/features/system';
import { cn } from '@/lib/cn';
import { useLanguage } from '@/lib/i18n/use-language';
import { queryKeys } from '@/lib/query-keys';
import { checkAffiliate, type RegisterType } from '../api/register-api';
import { visibleFields } from '../lib/register-fields';
import { type IdPhotos, type RegisterValues, useRegisterFlow } from '../model/use-register-flow';
import { RegisterInput } from './register-input';

const EMPTY = Object.fromEntries([...REGISTER_TEXT_FIELDS, 'idType'].map((n) => [n, ''])) as Omit<
  RegisterValues,
  'agree'
>;
const DEFAULTS: RegisterValues = { ...EMPTY, agree: true };

/** The affiliate code a link brought: `?code=` or `?affiliateCode=`. */
function useUrlAffiliateCode(): string | null {
  const [params] = useSearchParams();
  return (params.get('code') ?? params.get('affiliateCode'))?.trim() || null;
}

/**
 * §2 Registration form, as a page (with Reset) or in the pop-up (with a Login link). Tabs appear
 * only with MOBILENUMREG3; fields and their rules come from the merchant's register config.
 */
export function RegisterForm({ mode }: { mode: 'page' | 'popup' }) {
  const { t } = useTranslation();
  const { code: language } = useLanguage();
  const { whitelabel, register: config } = useLoadedPermission();
  const openView = useAuthModal((s) => s.open);
  const warnImage = useImageWarning();
  const urlCode = useUrlAffiliateCode();
  const [type, setType] = useState<RegisterType>('register');
  const [dialingCode, setDialingCode] = useState(() => defaultDialingCode(whitelabel.currency, language));
  const [photos, setPhotos] = useState<IdPhotos>({ front: null, selfie: null });
  const [affiliateRejected, setAffiliateRejected] = useState(false);
  const form = useForm<RegisterValues>({ defaultValues: DEFAULTS });
  const captcha = useCaptcha(config.captcha);

  // §4: a URL code is checked up front; the field shows only when there is none or it fails.
  const urlCheck = useQuery({
    queryKey: queryKeys.identity.affiliate(urlCode),
    queryFn: ({ signal }) => checkAffiliate(urlCode ?? '', signal),
    enabled: urlCode !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const showAffiliate = urlCode === null || urlCheck.isError || affiliateRejected;

  const step1 = useMemo(
    () => visibleFields(1, { type, config, modules: whitelabel.modules, showAffiliate }),
    [type, config, whitelabel.modules, showAffiliate],
  );
  const step2 = useMemo(
    () => visibleFields(2, { type, config, modules: whitelabel.modules, showAffiliate }),
    [type, config, whitelabel.modules, showAffiliate],
  );
  const flow = useRegisterFlow({
    form,
    type,
    dialingCode,
    photos,
    step1,
    step2,
    urlCode: showAffiliate ? null : urlCode,
    captchaId: captcha.captcha?.captchaId,
    onAffiliateRejected: () => setAffiliateRejected(true),
  });
  const { step } = flow;

  const reset = () => {
    form.reset(DEFAULTS);
    setPhotos({ front: null, selfie: null });
    flow.setStep(1);
  };

  const inputs = (specs: typeof step1) =>
    specs.map((spec) => (
      <RegisterInput
        key={`${type}-${spec.name}`}
        spec={spec}
        form={form}
        dialingCode={dialingCode}
        onDialingCodeChange={setDialingCode}
        captcha={captcha}
      />
    ));

  return (
    <form
      noValidate
      data-testid="register-form"
      data-step={step}
      data-mode={mode}
      onSubmit={(e) => {
        e.preventDefault();
        void (step === 1 ? flow.next() : flow.create());
      }}
      className="space-y-5"
    >
      {whitelabel.modules.MOBILENUMREG3 && step === 1 ? (
        <SegmentedTabs
          label={t('page.register')}
          value={type}
          onChange={(next) => {
            setType(next);
            form.clearErrors();
          }}
          options={[
            { value: 'register', label: t('register.tabUsername'), testId: 'register-tab-register' },
            {
              value: 'registerMobile',
              label: t('register.tabMobile'),
              testId: 'register-tab-registerMobile',
            },
          ]}
        />
      ) : null}

      {step2.length > 0 ? (
        <ol className="flex items-center gap-2 text-xs font-semibold" aria-label={t('page.register')}>
          {[1, 2].map((n) => (
            <li
              key={n}
              aria-current={n === step ? 'step' : undefined}
              className={cn(
                'flex flex-1 items-center gap-2 rounded-lg px-3 py-2',
                n === step
                  ? 'bg-accent/15 text-accent'
                  : n < step
                    ? 'bg-success/10 text-success'
                    : 'bg-surface-2 text-muted',
              )}
            >
              <span className="grid size-5 shrink-0 place-items-center rounded-full bg-current/15">
                {n < step ? <Icon name="check" className="size-3" /> : n}
              </span>
              {n === 1 ? t('register.stepAccount') : t('register.stepProfile')}
            </li>
          ))}
        </ol>
      ) : null}

      <div className={cn('grid gap-4 sm:grid-cols-2', step !== 1 && 'hidden')}>{inputs(step1)}</div>

      {step === 1 && config.idVerification ? (
        <fieldset className="space-y-4 rounded-2xl border border-line bg-surface-2/50 p-4">
          <legend className="px-1 text-sm font-bold">{t('register.idSection')}</legend>
          <Field label={t('register.field.idType')} required>
            {(a) => (
              <select
                {...a}
                {...form.register('idType')}
                className={inputClass}
                data-testid="register-idType"
              >
                <option value="">{t('form.select')}</option>
                {ID_TYPES.map((id) => (
                  <option key={id} value={id}>
                    {t(`idType.${id}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <ImagePicker
              label={t('register.idPhoto')}
              icon="idCard"
              value={photos.front}
              onChange={(front) => setPhotos((p) => ({ ...p, front }))}
              onReject={warnImage}
              required
              testId="register-id-front"
            />
            <ImagePicker
              label={t('register.selfie')}
              icon="selfie"
              value={photos.selfie}
              onChange={(selfie) => setPhotos((p) => ({ ...p, selfie }))}
              onReject={warnImage}
              required
              testId="register-id-selfie"
            />
          </div>
        </fieldset>
      ) : null}

      {step === 2 ? <div className="grid gap-4 sm:grid-cols-2">{inputs(step2)}</div> : null}

      {step === 1 ? (
        <label className="flex items-start gap-2 text-xs leading-relaxed text-muted">
          <input
            type="checkbox"
            {...form.register('agree')}
            className="mt-0.5 size-4 shrink-0 accent-[var(--accent)]"
            data-testid="register-agree"
          />
          <span>
            <Trans
              i18nKey="register.disclaimer"
              components={{
                terms: <Link to="/help#terms" className="text-accent hover:underline" />,
                privacy: <Link to="/help#privacy" className="text-accent hover:underline" />,
              }}
            />
          </span>
        </label>
      ) : null}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
        {mode === 'page' && step === 1 ? (
          <Button variant="ghost" onClick={reset} data-testid="register-reset">
            {t('form.reset')}
          </Button>
        ) : null}
        {step === 2 ? (
          <Button variant="secondary" onClick={() => flow.setStep(1)} data-testid="register-back">
            <Icon name="chevronLeft" className="size-4" />
            {t('form.back')}
          </Button>
        ) : null}
        <Button
          type="submit"
          size="lg"
          disabled={flow.busy}
          data-testid={step === 1 && step2.length > 0 ? 'register-next' : 'register-submit'}
          className="sm:min-w-40"
        >
          {flow.busy ? <Spinner className="size-4" /> : null}
          {step === 1 && step2.length > 0 ? t('form.next') : t('register.createAccount')}
          {step === 1 && step2.length > 0 ? <Icon name="chevronRight" className="size-4" /> : null}
        </Button>
      </div>

      {mode === 'popup' ? (
        <p className="text-center text-sm text-muted">
          {t('register.haveAccount')}{' '}
          <button
            type="button"
            className="font-semibold text-accent hover:underline"
            onClick={() => openView({ kind: 'login', source: 'header' })}
            data-testid="register-to-login"
          >
            {t('header.login')}
          </button>
        </p>
      ) : null}
    </form>
  );
}
