import { useTranslation } from 'react-i18next';
import type { OfferForm } from './offer-form-values';

/** Terms as the site shows them: blank lines part paragraphs, lines starting "- " are list items. */
function Terms({ text }: { text: string }) {
  return (
    <div className="flex flex-col gap-2 text-sm leading-relaxed">
      {text
        .split(/\n\s*\n/)
        .filter((block) => block.trim())
        .map((block, i) => {
          const lines = block.split('\n');
          return lines.every((l) => l.startsWith('- ')) ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the blocks have no id and never move
            <ul key={i} className="list-disc pl-5">
              {lines.map((l, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: as above
                <li key={j}>{l.slice(2)}</li>
              ))}
            </ul>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: as above
            <p key={i}>{block}</p>
          );
        })}
    </div>
  );
}

/** What the bonus gives, in one line as the site's offer box says it. */
function useOfferLine(form: OfferForm) {
  const { t } = useTranslation();
  switch (form.kind) {
    case 'deposit_match':
      return t('rewardsOps.preview.match', { percent: form.percent, cap: form.cap, min: form.minDeposit });
    case 'cashback':
      return t('rewardsOps.preview.cashback', { percent: form.percent, cap: form.cap });
    case 'free_bet':
      return t('rewardsOps.preview.freeBet', { amount: form.amount });
    default:
      return t('rewardsOps.preview.raffle');
  }
}

/** The promotion's page on the player site, drawn from the form as it is typed (a phone-wide frame). */
export function PromotionPreview({ form, imageUrl }: { form: OfferForm; imageUrl: string | null }) {
  const { t } = useTranslation();
  const line = useOfferLine(form);
  return (
    <section aria-label={t('rewardsOps.preview.title')} className="flex flex-col gap-2">
      <h3 className="text-sm font-medium text-muted">{t('rewardsOps.preview.title')}</h3>
      <div className="w-[375px] max-w-full overflow-hidden rounded-2xl border border-line bg-[#0f172a] text-white shadow">
        {imageUrl ? (
          <img src={imageUrl} alt="" className="aspect-[2/1] w-full object-cover" />
        ) : (
          <div className="grid aspect-[2/1] place-items-center bg-gradient-to-br from-[#047857] to-[#0f172a] text-4xl font-bold">
            %
          </div>
        )}
        <div className="flex flex-col gap-3 p-4">
          <h4 className="text-lg font-semibold">{form.title || t('rewardsOps.preview.noTitle')}</h4>
          <p className="text-sm text-white/70">{form.summary}</p>
          <p className="rounded-lg bg-white/10 p-2 text-sm font-medium">{line}</p>
          <Terms text={form.terms} />
          <span className="mt-1 rounded-full bg-[#fbbf24] py-2 text-center text-sm font-semibold text-[#0f172a]">
            {t('rewardsOps.preview.join')}
          </span>
        </div>
      </div>
    </section>
  );
}
