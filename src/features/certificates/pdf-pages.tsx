/**
 * The pages of a PDF, drawn by react-pdf (pdf.js). Only the certificate views import this module,
 * and only through React.lazy, so react-pdf, pdf.js and its worker stay out of the app shell.
 */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

interface PdfPagesProps {
  file: Blob;
  /** CSS pixels each page is drawn wide. */
  width: number;
  /** What the document is, for screen readers: "Employment contract, page 1 of 2". */
  label: string;
}

export default function PdfPages({ file, width, label }: PdfPagesProps) {
  const { t } = useLingui();
  const [pages, setPages] = useState(0);
  return (
    <Document
      file={file}
      suspense={false}
      onLoadSuccess={(document) => setPages(document.numPages)}
      loading={<p className="muted pdf-viewer__state" role="status">{t`Loading…`}</p>}
      error={<p className="form__error pdf-viewer__state" role="alert">{t`The document could not be shown.`}</p>}
      className="pdf-viewer__document"
    >
      {Array.from({ length: pages }, (_, index) => (
        <div key={index} className="pdf-viewer__page" role="img" aria-label={t`${label}, page ${index + 1} of ${pages}`}>
          <Page pageNumber={index + 1} width={width} renderTextLayer={false} renderAnnotationLayer={false} loading={null} />
        </div>
      ))}
    </Document>
  );
}
