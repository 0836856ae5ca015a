import { useTranslation } from 'react-i18next';
import { DownloadButton } from '@/components/ui/download-button';

/** A content list's CSV download, with the list's filters. */
export function ContentCsvButton(props: { fileName: string; fetchFile: () => Promise<Blob> }) {
  const { t } = useTranslation();
  const day = new Date().toISOString().slice(0, 10);
  return (
    <DownloadButton
      label={t('contentOps.csv')}
      busyLabel={t('contentOps.csvBusy')}
      fileName={`${props.fileName}-${day}.csv`}
      fetchFile={props.fetchFile}
    />
  );
}
