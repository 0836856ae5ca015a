import { ID_TYPES } from '@pf/shared';
import type { TFunction } from 'i18next';
import type { ListColumn } from '@/components/ui/data-table';
import type { KycItem } from './kyc-queries';

const idTypeName = (idType: number | null) =>
  idType === null ? '—' : (ID_TYPES[idType as keyof typeof ID_TYPES] ?? String(idType));

export function kycColumns(t: TFunction, dateTime: (iso: string | null) => string): ListColumn<KycItem>[] {
  return [
    {
      id: 'member',
      header: t('kyc.columns.member'),
      cell: ({ row }) => <span className="font-medium">{row.original.username}</span>,
    },
    { id: 'memberId', header: t('kyc.columns.memberId'), cell: ({ row }) => row.original.memberId },
    { id: 'idType', header: t('kyc.columns.idType'), cell: ({ row }) => idTypeName(row.original.idType) },
    {
      id: 'submitted',
      header: t('kyc.columns.submitted'),
      cell: ({ row }) => dateTime(row.original.submittedAt),
    },
    {
      id: 'reviewed',
      header: t('kyc.columns.reviewed'),
      cell: ({ row }) => dateTime(row.original.reviewedAt),
    },
    { id: 'note', header: t('kyc.columns.note'), cell: ({ row }) => row.original.note ?? '—' },
  ];
}
