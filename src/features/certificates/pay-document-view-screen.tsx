/**
 * A month's withholding receipt (/employmentTaxReceiptView) or payment statement
 * (/paymentStatementView): the PDF the server made, fitted to the screen with zoom, and its
 * download. The month and the employer come with the navigation from the list (history state; without an
 * employer the server answers for the default one).
 */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useErrorMessage } from '@/platform/api/error-messages';
import { useRemote } from '@/platform/api/use-remote';
import { useScreenState } from '@/platform/router/use-screen-state';
import { formatYearMonth } from '#contract/seoul-calendar.ts';
import { useLocale } from '@/platform/i18n/i18n';
import { LoadingNote } from '@/platform/ui/loading-note';
import { PageHeader } from '@/platform/ui/page-header';
import { getPayDocumentPdf } from './api';
import { DownloadButton } from './download-button';
import { PAYMENT_STATEMENT, WITHHOLDING_RECEIPT, type PayDocumentScreens } from './pay-document-kinds';
import { PdfViewer } from './pdf-viewer';
import { RetryError } from './retry-error';
import { useChosenMonth } from './use-chosen-month';
import { useCertificateMessages } from './messages';

function PayDocumentViewScreen({ screens }: { screens: PayDocumentScreens }) {
  useCertificateMessages();
  const { t } = useLingui();
  const locale = useLocale();
  const { month } = useChosenMonth(screens.view);
  const employer = useScreenState().state.corporationCode;
  const [attempt, setAttempt] = useState(0);
  const monthKey = formatYearMonth(month);
  const pdf = useRemote(`${screens.kind}-${monthKey}-${employer ?? ''}-${String(attempt)}`, (signal) => getPayDocumentPdf(screens.kind, month, signal, employer));
  const filename = `${screens.filePrefix}-${monthKey}${employer ? `-${employer}` : ''}.pdf`;
  const error = useErrorMessage(pdf.error);
  const title = t(screens.title);
  const monthLabel = month.toPlainDate({ day: 1 }).toLocaleString(locale, { year: 'numeric', month: 'long' });

  return (
    <main className="page certificates">
      <PageHeader title={title} back actions={<DownloadButton file={pdf.loading ? null : pdf.data} filename={filename} title={`${title} ${monthLabel}`} />} />
      <p className="certificates__subtitle">{monthLabel}</p>
      {pdf.loading ? <LoadingNote /> : null}
      <RetryError message={error} onRetry={() => setAttempt(attempt + 1)} />
      {!pdf.loading && !error && pdf.data === null ? <p className="empty-state">{t(screens.empty)}</p> : null}
      {!pdf.loading && !error && pdf.data ? <PdfViewer file={pdf.data} label={`${title}, ${monthLabel}`} /> : null}
    </main>
  );
}

export const WithholdingReceiptViewScreen = () => <PayDocumentViewScreen screens={WITHHOLDING_RECEIPT} />;
export const PaymentStatementViewScreen = () => <PayDocumentViewScreen screens={PAYMENT_STATEMENT} />;
