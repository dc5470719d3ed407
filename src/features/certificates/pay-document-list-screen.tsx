/**
 * Withholding receipts (/employmentTaxReceiptList) and payment statements (/paymentStatementList)
 * by month: the selector marks the months that have one; the chosen month shows its documents'
 * figures (one per employer: pay belongs to one employer) and opens the view, or says there is none
 * (docs/spec-notes.md §8).
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useErrorMessage } from '@/platform/api/error-messages';
import { useRemote } from '@/platform/api/use-remote';
import { formatYearMonth } from '#contract/seoul-calendar.ts';
import { formatWon } from '#contract/format-won.ts';
import { useLocale } from '@/platform/i18n/i18n';
import { FormError } from '@/platform/ui/form-error';
import { LoadingNote } from '@/platform/ui/loading-note';
import { PageHeader } from '@/platform/ui/page-header';
import { ChevronRightIcon } from '@/platform/ui/icons';
import { getPayDocumentYear } from './api';
import { MonthPicker } from './month-picker';
import { PAYMENT_STATEMENT, WITHHOLDING_RECEIPT, type PayDocumentScreens } from './pay-document-kinds';
import { useChosenMonth, useLatestWithDocument } from './use-chosen-month';
import { useCertificateMessages } from './messages';

function PayDocumentListScreen({ screens }: { screens: PayDocumentScreens }) {
  useCertificateMessages();
  const { t } = useLingui();
  const locale = useLocale();
  const view = useChosenMonth(screens.list);
  const { month, setMonth } = view;
  const year = useRemote(`${screens.kind}-${String(month.year)}`, (signal) => getPayDocumentYear(screens.kind, month.year, signal));
  const error = useErrorMessage(year.error);
  const shown = year.data?.year === month.year && !year.loading ? year.data : undefined;
  const documents = shown?.months.filter((item) => item.month === month.month) ?? [];
  useLatestWithDocument(view, shown?.months.map((item) => item.month));
  const monthLabel = month.toPlainDate({ day: 1 }).toLocaleString(locale, { year: 'numeric', month: 'long' });
  const title = t(screens.title);

  return (
    <main className="page certificates">
      <PageHeader title={title} back />
      <MonthPicker month={month} onChange={setMonth} withDocument={shown ? new Set(shown.months.map((item) => item.month)) : undefined} />
      <FormError message={error} />
      {year.loading ? <LoadingNote /> : null}
      {shown && documents.length === 0 ? <p className="empty-state">{t(screens.empty)}</p> : null}
      {documents.length > 0 ? (
        <ul className="inquiry-list" aria-label={`${title}, ${monthLabel}`}>
          {documents.map((document) => (
            <li key={document.corporationCode}>
              <Link
                to={screens.view}
                state={{ month: formatYearMonth(month), corporationCode: document.corporationCode }}
                className="inquiry-list__item document-list__item--row"
              >
                <span className="document-list__body">
                  <span className="document-list__title">{`${title} · ${monthLabel}`}</span>
                  <span className="document-list__meta">{document.corporationName}</span>
                  <span className="document-list__meta">
                    {plural(document.ctWork, { one: '# work day', other: '# work days' })} · {t`Pay day ${document.payDate}`}
                  </span>
                  <span className="document-list__meta">
                    {screens.kind === 'receipts'
                      ? t`Taxable income ${formatWon(document.amCost - document.amNonTaxable, locale)} · tax ${formatWon(document.amTax, locale)}`
                      : t`Total payment ${formatWon(document.amPay, locale)}`}
                  </span>
                </span>
                <ChevronRightIcon size={18} />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </main>
  );
}

export const WithholdingReceiptListScreen = () => <PayDocumentListScreen screens={WITHHOLDING_RECEIPT} />;
export const PaymentStatementListScreen = () => <PayDocumentListScreen screens={PAYMENT_STATEMENT} />;
