import {
  countWords,
  FEEDBACK_MAX_WORDS,
  FEEDBACK_MIN_WORDS,
  FEEDBACK_PHONE_DIGITS,
  FEEDBACK_TYPES,
  type FeedbackProblem,
  type FeedbackType,
  feedbackProblem,
} from '@pf/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/field';
import { TextInput } from '@/components/ui/text-input';
import { showAlert } from '@/lib/alert-store';
import { ApiError } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { errorText } from '@/lib/error-text';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSendFeedback } from '../api/messages';

const LIMITS = { min: FEEDBACK_MIN_WORDS, max: FEEDBACK_MAX_WORDS, digits: FEEDBACK_PHONE_DIGITS };
const FIELD_OF: Record<FeedbackProblem, 'questionType' | 'content' | 'phone'> = {
  FEEDBACK_TYPE: 'questionType',
  FEEDBACK_WORDS: 'content',
  FEEDBACK_PHONE: 'phone',
};

/** §3 support ticket: question type, content (§5 word limits) and an optional phone number. */
export function FeedbackForm({ onSent }: { onSent?: () => void }) {
  const { t } = useTranslation();
  const send = useSendFeedback();
  const [questionType, setQuestionType] = useState<FeedbackType | ''>('');
  const [content, setContent] = useState('');
  const [phone, setPhone] = useState('');
  const [problem, setProblem] = useState<{ field: string; text: string } | null>(null);
  const words = countWords(content);
  const errorOf = (field: string) => (problem?.field === field ? problem.text : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { questionType, content, phone: phone.trim() || null };
    const local = feedbackProblem(input);
    if (local) {
      setProblem({ field: FIELD_OF[local], text: t(`messages.errors.${local}`, LIMITS) });
      return;
    }
    setProblem(null);
    try {
      await send.mutateAsync(input);
    } catch (error) {
      const code = error instanceof ApiError ? (error.code as FeedbackProblem) : null;
      const field = code && code in FIELD_OF ? FIELD_OF[code] : 'form';
      setProblem({
        field,
        text: code && code in FIELD_OF ? t(`messages.errors.${code}`, LIMITS) : errorText(t, error),
      });
      return;
    }
    setQuestionType('');
    setContent('');
    setPhone('');
    await showAlert({ tone: 'success', message: t('messages.feedbackSent') });
    onSent?.();
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('messages.feedbackTitle')}
      className="max-w-xl space-y-4"
    >
      <Field label={t('messages.questionType')} required error={errorOf('questionType')}>
        {(a) => (
          <select
            {...a}
            value={questionType}
            onChange={(e) => setQuestionType(e.target.value as FeedbackType)}
            className={inputClass}
          >
            <option value="">{t('messages.chooseType')}</option>
            {FEEDBACK_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`messages.types.${type}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label={t('messages.content')}
        required
        error={errorOf('content')}
        hint={t('messages.wordCount', { count: words, ...LIMITS })}
      >
        {(a) => (
          <textarea
            {...a}
            rows={6}
            value={content}
            onChange={(e) => setContent(e.target.value)}
            className={cn(inputClass, 'h-auto py-3')}
          />
        )}
      </Field>
      <Field label={t('messages.phone')} error={errorOf('phone')} hint={t('messages.phoneHint', LIMITS)}>
        {(a) => (
          <TextInput
            {...a}
            type="tel"
            inputMode="numeric"
            maxLength={FEEDBACK_PHONE_DIGITS}
            value={phone}
            onValue={setPhone}
          />
        )}
      </Field>
      {problem?.field === 'form' ? (
        <p role="alert" className="text-sm text-danger">
          {problem.text}
        </p>
      ) : null}
      <Button type="submit" disabled={send.isPending}>
        {t('messages.sendFeedback')}
      </Button>
    </form>
  );
}
