import { BUNDLED_LANGUAGES } from '@pf/shared';
import { OFFER_ARTS, type Offer, PROMOTION_CATEGORIES } from '@pf/shared/contracts/rewards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useErrorText } from '@/lib/error-text';
import { offersCall, rewardsKeys } from '../rewards-calls';
import { formValues, type OfferForm, offerBody } from './offer-form-values';
import { PromotionPreview } from './promotion-preview';
import { RuleFields } from './rule-fields';
import { SelectField } from './select-field';

function useSave(offer: Offer | null, onDone: (saved: Offer) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: OfferForm) => {
      const body = offerBody(form, offer);
      return offer
        ? offersCall('offers.update', { params: { id: offer.id }, body })
        : offersCall('offers.create', { body });
    },
    onSuccess: (saved) => {
      client.invalidateQueries({ queryKey: rewardsKeys.offerLists });
      onDone(saved);
    },
  });
}

/** The promotion's own fields: its text in one language, category, artwork and period. */
function PromotionFields({ register }: { register: ReturnType<typeof useForm<OfferForm>>['register'] }) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-2 gap-3">
      <SelectField
        label={t('rewardsOps.form.language')}
        options={BUNDLED_LANGUAGES.map((l) => ({ value: l, text: l }))}
        {...register('language')}
      />
      <SelectField
        label={t('rewardsOps.form.category')}
        options={PROMOTION_CATEGORIES.map((v) => ({ value: v, text: t(`rewardsOps.category.${v}`) }))}
        {...register('category')}
      />
      <TextField className="col-span-2" label={t('rewardsOps.form.title')} required {...register('title')} />
      <TextField
        className="col-span-2"
        label={t('rewardsOps.form.summary')}
        required
        {...register('summary')}
      />
      <label className="col-span-2 flex flex-col gap-1 text-sm text-muted">
        {t('rewardsOps.form.terms')}
        <textarea
          required
          rows={4}
          className="rounded-md border border-line bg-bg p-2 text-sm text-fg outline-none focus:border-accent"
          {...register('terms')}
        />
      </label>
      <SelectField
        label={t('rewardsOps.form.art')}
        options={OFFER_ARTS.map((v) => ({ value: v, text: t(`rewardsOps.art.${v}`) }))}
        {...register('art')}
      />
      <label className="flex items-center gap-2 self-end pb-2 text-sm">
        <input type="checkbox" {...register('active')} />
        {t('rewardsOps.form.active')}
      </label>
      <TextField type="datetime-local" label={t('rewardsOps.form.startsAt')} {...register('startsAt')} />
      <TextField type="datetime-local" label={t('rewardsOps.form.endsAt')} {...register('endsAt')} />
    </div>
  );
}

/** Makes or changes a promotion with its bonus rule, beside a preview of its page on the site. */
export function OfferDialog(props: {
  offer: Offer | null;
  onDone: (saved: Offer) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { register, handleSubmit, watch } = useForm<OfferForm>({
    defaultValues: formValues(props.offer, 'EN'),
  });
  const save = useSave(props.offer, props.onDone);
  const title = props.offer
    ? t('rewardsOps.form.editTitle', { id: props.offer.id })
    : t('rewardsOps.form.newTitle');
  return (
    <div className="fixed inset-0 z-50 grid place-items-center overflow-y-auto bg-black/50 p-4">
      <div
        role="dialog"
        aria-modal="true"
        aria-label={title}
        onKeyDown={(event) => event.key === 'Escape' && props.onClose()}
        className="flex w-full max-w-5xl flex-wrap gap-5 rounded-xl border border-line bg-surface p-5 text-fg shadow-2xl"
      >
        <form
          onSubmit={handleSubmit((form) => save.mutate(form))}
          className="flex min-w-[320px] flex-1 flex-col gap-3"
        >
          <h2 className="text-lg font-semibold">{title}</h2>
          <PromotionFields register={register} />
          <RuleFields register={register} form={watch()} />
          {save.error ? (
            <p role="alert" className="text-sm text-danger">
              {errorText(save.error)}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={props.onClose}>
              {t('decision.cancel')}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {t('rewardsOps.form.save')}
            </Button>
          </div>
        </form>
        <PromotionPreview form={watch()} imageUrl={props.offer?.imageUrl ?? null} />
      </div>
    </div>
  );
}
