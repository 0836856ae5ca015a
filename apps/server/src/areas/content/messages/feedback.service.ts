import { type BoFeedbackItem, type FeedbackBody, feedbackProblem } from '@pf/shared';
import { AppError } from '../../../plugins/errors.ts';
import { staffMerchant } from '../../brand/index.ts';
import type { StaffSession } from '../../identity/index.ts';
import type { FeedbackRow, InboxOwner } from './messages.repository.ts';
import type { InboxDeps } from './messages.service.ts';
import type { FeedbackStatus } from './messages.tables.ts';

type FeedbackQuery = {
  merchantCode?: string | undefined;
  status: FeedbackStatus;
  username?: string | undefined;
};
type FeedbackWithAuthor = FeedbackRow & { username: string; merchant_code: string };

function staffView(row: FeedbackWithAuthor): BoFeedbackItem {
  return {
    id: row.id.toString(),
    merchantCode: row.merchant_code,
    username: row.username,
    questionType: row.question_type,
    content: row.content,
    phone: row.phone,
    status: row.status,
    answer: row.answer,
    createdAt: row.created_at.toISOString(),
    answeredAt: row.answered_at?.toISOString() ?? null,
  };
}

/** The CSV export's header and each ticket's fields. */
export const FEEDBACK_CSV_HEADER = [
  'id',
  'brand',
  'member',
  'type',
  'content',
  'phone',
  'status',
  'answer',
  'sent at',
  'answered at',
];
export const feedbackCsvFields = (f: BoFeedbackItem) => [
  f.id,
  f.merchantCode,
  f.username,
  f.questionType,
  f.content,
  f.phone,
  f.status,
  f.answer,
  f.createdAt,
  f.answeredAt,
];

/** The answer's title in the member's inbox; the content is the staff's own words. */
export const FEEDBACK_REPLY_TITLE = 'Reply to your feedback';

/** Support tickets (§3, §5): a member sends one, staff answer it, the answer arrives as a message. */
export function feedbackService(deps: InboxDeps) {
  const now = deps.now ?? (() => new Date());
  // An operator of every brand may read them all at once; naming a brand narrows it.
  const readableBrand = async (staff: StaffSession, merchantCode: string | undefined) =>
    staff.merchantId === null && merchantCode === undefined
      ? null
      : (await staffMerchant(staff, merchantCode, deps.brands)).id;

  return {
    async submit(owner: InboxOwner, input: FeedbackBody) {
      const problem = feedbackProblem(input);
      if (problem) throw new AppError(problem);
      const phone = input.phone?.trim() || null;
      const row = await deps.repo.insertFeedback({
        merchant_id: owner.merchantId,
        member_id: owner.memberId,
        question_type: input.questionType,
        content: input.content.trim(),
        phone,
      });
      return { id: row.id.toString(), status: row.status };
    },

    async list(staff: StaffSession, query: FeedbackQuery & { after?: string | undefined; limit: number }) {
      const merchantId = await readableBrand(staff, query.merchantCode);
      const { status, username } = query;
      const after = query.after === undefined ? undefined : BigInt(query.after);
      const rows = await deps.repo.listFeedback(merchantId, { status, username, after }, query.limit);
      return rows.map(staffView);
    },

    /** Every ticket the filter finds, a page at a time, as CSV fields (oldest first). */
    async exportPages(staff: StaffSession, query: FeedbackQuery) {
      const merchantId = await readableBrand(staff, query.merchantCode);
      const { status, username } = query;
      return (after: bigint | null) =>
        deps.repo
          .listFeedback(merchantId, { status, username, after: after ?? undefined }, 500)
          .then((rows) => rows.map(staffView));
    },

    /** Open -> answered, the member's message and the audit row in one transaction. */
    async answer(staff: StaffSession, id: bigint, answer: string, ip: string) {
      return deps.repo.transaction(async (tx) => {
        const before = await deps.repo.feedbackForUpdate(tx, id);
        if (!before || (staff.merchantId !== null && staff.merchantId !== before.merchant_id)) {
          throw new AppError('NOT_FOUND');
        }
        if (before.status !== 'open') throw new AppError('FEEDBACK_ANSWERED');
        const after = await deps.repo.answerFeedback(tx, id, answer, staff.staffId, now());
        await deps.repo.send(
          before.merchant_id,
          { kind: 'member', memberId: before.member_id },
          {
            kind: 'feedbackReply',
            title: FEEDBACK_REPLY_TITLE,
            content: answer,
            sentBy: staff.staffId,
            feedbackId: id,
          },
          tx,
        );
        await deps.audit.record(
          {
            staffId: staff.staffId,
            action: 'feedback.answer',
            targetType: 'feedback',
            targetId: id,
            before: { status: before.status },
            after: { status: after.status, answer },
            ip,
          },
          tx,
        );
        return staffView({ ...after, username: before.username, merchant_code: before.merchant_code });
      });
    },
  };
}

export type FeedbackService = ReturnType<typeof feedbackService>;
