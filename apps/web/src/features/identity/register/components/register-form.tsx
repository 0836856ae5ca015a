import { REGISTER_TEXT_FIELDS } from '@pf/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AgreeTerms } from '@/components/ui/agree-terms';
import { SegmentedTabs } from '@/components/ui/segmented-tabs';
import { StepTrail } from '@/components/ui/step-trail';
import { useLoadedPermission } from '@/features/brand/system';
import { useCaptcha, useDialingCode } from '@/features/identity/auth';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { RegisterType } from '../api/register-api';
import type { FieldSpec } from '../lib/register-fields';
import type { IdPhotos, RegisterValues } from '../model/register-values';
import { useRegisterFields } from '../model/use-register-fields';
import { useRegisterFlow } from '../model/use-register-flow';
import { IdSection } from './id-section';
import { RegisterActions, RegisterToLogin } from './register-actions';
import { RegisterInput } from './register-input';

const EMPTY = Object.fromEntries([...REGISTER_TEXT_FIELDS, 'idType'].map((n) => [n, ''])) as Omit<
  RegisterValues,
  'agree'
>;
const DEFAULTS: RegisterValues = { ...EMPTY, agree: true };
const NO_PHOTOS: IdPhotos = { front: null, selfie: null };

/**
 * §2 Registration form, as a page (with Reset) or in the pop-up (with a Login link). Tabs appear
 * only with MOBILENUMREG3; fields and their rules come from the merchant's register config.
 */
export function RegisterForm({ mode }: { mode: 'page' | 'popup' }) {
  const { t } = useTranslation();
  const { whitelabel, register: config } = useLoadedPermission();
  const [type, setType] = useState<RegisterType>('register');
  const [dialingCode, setDialingCode] = useDialingCode();
  const [photos, setPhotos] = useState<IdPhotos>(NO_PHOTOS);
  const form = useForm<RegisterValues>({ defaultValues: DEFAULTS });
  const captcha = useCaptcha(config.captcha);
  const fields = useRegisterFields(type);
  const { step1, step2 } = fields;
  const flow = useRegisterFlow({
    form,
    type,
    dialingCode,
    photos,
    captchaId: captcha.captcha?.captchaId,
    ...fields,
  });
  const { step } = flow;

  const inputs = (specs: FieldSpec[]) =>
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
        <RegisterTypeTabs
          type={type}
          onChange={(next) => {
            setType(next);
            form.clearErrors();
          }}
        />
      ) : null}
      {step2.length > 0 ? (
        <StepTrail
          step={step}
          labels={[t('register.stepAccount'), t('register.stepProfile')]}
          label={t('page.register')}
        />
      ) : null}
      <div className={cn('grid gap-4 sm:grid-cols-2', step !== 1 && 'hidden')}>{inputs(step1)}</div>
      {step === 1 && config.idVerification ? (
        <IdSection idType={form.register('idType')} photos={photos} onPhotos={setPhotos} />
      ) : null}
      {step === 2 ? <div className="grid gap-4 sm:grid-cols-2">{inputs(step2)}</div> : null}
      {step === 1 ? (
        <AgreeTerms
          i18nKey="register.disclaimer"
          registration={form.register('agree')}
          testId="register-agree"
        />
      ) : null}
      <RegisterActions
        mode={mode}
        step={step}
        twoSteps={step2.length > 0}
        busy={flow.busy}
        onReset={() => {
          form.reset(DEFAULTS);
          setPhotos(NO_PHOTOS);
          flow.setStep(1);
        }}
        onBack={() => flow.setStep(1)}
      />
      {mode === 'popup' ? <RegisterToLogin /> : null}
    </form>
  );
}

function RegisterTypeTabs({
  type,
  onChange,
}: {
  type: RegisterType;
  onChange: (type: RegisterType) => void;
}) {
  const { t } = useTranslation();
  return (
    <SegmentedTabs
      label={t('page.register')}
      value={type}
      onChange={onChange}
      options={[
        { value: 'register', label: t('register.tabUsername'), testId: 'register-tab-register' },
        { value: 'registerMobile', label: t('register.tabMobile'), testId: 'register-tab-registerMobile' },
      ]}
    />
  );
}
