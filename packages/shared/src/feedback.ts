import { errorTable } from './error-table.ts';
/**
 * §3/§5 support ticket (the feedback form): its question types and limits, checked the same way by
 * the form and by `PUT /wps/feedback`. Kept free of zod so the web reads it anywhere.
 */
export const FEEDBACK_TYPES = [
  'deposit',
  'withdrawal',
  'game',
  'customerService',
  'application',
  'other',
] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** "Content between {0} and {1} words" (§5); the spec leaves the bounds to the product. */
export const FEEDBACK_MIN_WORDS = 5;
export const FEEDBACK_MAX_WORDS = 300;
/** "Phone number of {0} digits" (§5); optional, so staff can call back. */
export const FEEDBACK_PHONE_DIGITS = 10;
/** A ceiling on the raw text, whatever its word count, so nobody stores a novel in one word. */
export const FEEDBACK_MAX_CHARS = 5000;

// Words as a reader counts them: Chinese and Thai have no spaces, so split by the word segmenter.
const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });

export function countWords(text: string): number {
  let n = 0;
  for (const s of segmenter.segment(text)) if (s.isWordLike) n += 1;
  return n;
}

export interface FeedbackInput {
  questionType: string;
  content: string;
  phone?: string | null | undefined;
}

export type FeedbackProblem = 'FEEDBACK_TYPE' | 'FEEDBACK_WORDS' | 'FEEDBACK_PHONE';

/** The first thing wrong with a ticket, or null when it may be sent. */
export function feedbackProblem(input: FeedbackInput): FeedbackProblem | null {
  if (!(FEEDBACK_TYPES as readonly string[]).includes(input.questionType)) return 'FEEDBACK_TYPE';
  const content = input.content.trim();
  const words = countWords(content);
  if (content.length > FEEDBACK_MAX_CHARS || words < FEEDBACK_MIN_WORDS || words > FEEDBACK_MAX_WORDS) {
    return 'FEEDBACK_WORDS';
  }
  const phone = input.phone?.trim() ?? '';
  if (phone !== '' && !new RegExp(`^\\d{${FEEDBACK_PHONE_DIGITS}}$`).test(phone)) return 'FEEDBACK_PHONE';
  return null;
}

/** Codes and English texts of the feedback, message and help-centre calls. */
export const MESSAGE_ERRORS = errorTable({
  400: {
    FEEDBACK_TYPE: 'Please choose a question type',
    FEEDBACK_WORDS: `Please write between ${FEEDBACK_MIN_WORDS} and ${FEEDBACK_MAX_WORDS} words`,
    FEEDBACK_PHONE: `Please enter a phone number of ${FEEDBACK_PHONE_DIGITS} digits`,
    MESSAGE_NO_RECIPIENTS: 'No member matches this audience',
    MERCHANT_REQUIRED: 'Please name the brand (merchantCode)',
    HELP_CONTENT_EMPTY: 'The article has no text left once unsafe markup is removed',
  },
  404: {
    MESSAGE_NOT_FOUND: 'Message not found',
    HELP_ITEM_NOT_FOUND: 'Help article not found',
  },
  409: {
    FEEDBACK_ANSWERED: 'This feedback has already been answered',
    HELP_ANCHOR_TAKEN: 'This anchor is already used in this language',
  },
});
