import { useState } from 'react';
import { useErrorText } from '@/lib/error-text';
import { saveFile } from '@/lib/save-file';
import { Button } from './button';

/**
 * Downloads a file the staff token must sign for (a CSV export): fetched with the token, then
 * saved under `fileName`; a failure is said beside the button.
 */
export function DownloadButton(props: {
  label: string;
  busyLabel: string;
  fileName: string;
  fetchFile: () => Promise<Blob>;
}) {
  const text = useErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      saveFile(await props.fetchFile(), props.fileName);
    } catch (cause) {
      setError(text(cause));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="inline-flex items-center gap-2">
      <Button variant="ghost" onClick={download} disabled={busy}>
        {busy ? props.busyLabel : props.label}
      </Button>
      {error ? (
        <span role="alert" className="text-xs text-danger">
          {error}
        </span>
      ) : null}
    </span>
  );
}
