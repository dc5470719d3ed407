/** The views' download: the PDF to the phone the way the browser or installed app allows (deliver-pdf.ts). */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@/platform/ui/button';
import { deliverPdf } from './deliver-pdf';

export function DownloadButton({ file, filename, title }: { file: Blob | null | undefined; filename: string; title: string }) {
  const { t } = useLingui();
  const [failed, setFailed] = useState(false);
  if (!file) return null;
  return (
    <>
      <Button
        variant="secondary"
        className="btn--small"
        onClick={() => {
          setFailed(false);
          deliverPdf(file, filename, title).catch(() => setFailed(true));
        }}
      >
        {t`Download`}
      </Button>
      {failed ? (
        <span className="visually-hidden" role="alert">
          {t`The download did not start. Try again.`}
        </span>
      ) : null}
    </>
  );
}
