import type { BoSentMessage } from '@pf/shared';
import { staffMerchant } from '../../brand/index.ts';
import type { StaffSession } from '../../identity/index.ts';
import type { InboxDeps } from './messages.service.ts';
import type { SentRow } from './sent-messages.repository.ts';

function sentView(row: SentRow): BoSentMessage {
  return {
    id: row.id.toString(),
    merchantCode: row.merchant_code,
    audience: row.audience as BoSentMessage['audience'],
    title: row.title,
    content: row.content,
    sentBy: row.sent_by_name,
    recipients: row.recipients,
    readCount: Number(row.read_count ?? 0),
    createdAt: row.created_at.toISOString(),
  };
}

/** The CSV export's header and each sending's fields. */
export const SENT_CSV_HEADER = [
  'id',
  'brand',
  'audience',
  'title',
  'content',
  'sent by',
  'recipients',
  'read',
  'sent at',
];
export const sentCsvFields = (m: BoSentMessage) => {
  const a = m.audience;
  const audience =
    a.kind === 'member'
      ? `member:${a.username}`
      : a.kind === 'all'
        ? 'all'
        : a.kind === 'vipLevel'
          ? `vip:${a.level}`
          : `type:${a.type}`;
  return [
    m.id,
    m.merchantCode,
    audience,
    m.title,
    m.content,
    m.sentBy,
    m.recipients,
    m.readCount,
    m.createdAt,
  ];
};

/** What staff sent and how many read it: the sent list and its export. */
export function sentMessagesService(deps: InboxDeps) {
  // An operator of every brand reads every brand's sendings; naming a brand narrows it.
  const readableBrand = async (staff: StaffSession, merchantCode: string | undefined) =>
    staff.merchantId === null && merchantCode === undefined
      ? null
      : (await staffMerchant(staff, merchantCode, deps.brands)).id;

  return {
    async page(
      staff: StaffSession,
      query: { merchantCode?: string | undefined; before?: string | undefined; limit: number },
    ) {
      const merchantId = await readableBrand(staff, query.merchantCode);
      const before = query.before === undefined ? undefined : BigInt(query.before);
      const rows = await deps.repo.sentPage(merchantId, before, query.limit + 1);
      const list = rows.slice(0, query.limit).map(sentView);
      return { list, next: rows.length > query.limit ? (list.at(-1)?.id ?? null) : null };
    },

    async exportPages(staff: StaffSession, merchantCode: string | undefined) {
      const merchantId = await readableBrand(staff, merchantCode);
      return (before: bigint | null) =>
        deps.repo.sentPage(merchantId, before ?? undefined, 500).then((rows) => rows.map(sentView));
    },
  };
}

export type SentMessagesService = ReturnType<typeof sentMessagesService>;
