/**
 * The views' download: the PDF to the phone the way the browser or installed app allows
 * (platform/files/deliver-file.ts), then a short note of what happened ("Saved to Downloads: …"), since a phone's
 * browser may say nothing.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Button } from '@/platform/ui/button';
import { deliverFile } from '@/platform/files/deliver-file';

export function DownloadButton({ file, filename, title }: { file: Blob | null | undefined; filename: string; title: string }) {
  const { t } = useLingui();
  const [failed, setFailed] = useState(false);
  const [downloaded, setDownloaded] = useState(false);
  useEffect(() => {
    if (!downloaded) return;
    const timer = setTimeout(() => setDownloaded(false), 6000);
    return () => clearTimeout(timer);
  }, [downloaded]);
  if (!file) return null;
  return (
    <>
      <Button
        variant="secondary"
        className="btn--small"
        onClick={() => {
          setFailed(false);
          setDownloaded(false);
          deliverFile(file, filename, title).then(
            (delivery) => setDownloaded(delivery === 'downloaded'),
            () => setFailed(true),
          );
        }}
      >
        {t`Download`}
      </Button>
      {downloaded ? (
        <p className="download-note" role="status">
          {t`Saved to your downloads: ${filename}`}
        </p>
      ) : null}
      {failed ? (
        <span className="visually-hidden" role="alert">
          {t`The download did not start. Try again.`}
        </span>
      ) : null}
    </>
  );
}
