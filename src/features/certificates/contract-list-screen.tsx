/**
 * Employment contracts by month (/employmentContractList): the year and month selector marks the
 * months with a contract in force; the chosen month lists its contracts with whether each is
 * signed, or says there is none (docs/spec-notes.md §8). A contract opens /employmentContract.
 */
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
import { getContractYear } from './api';
import { ContractStatus } from './contract-status';
import { MonthPicker } from './month-picker';
import { useChosenMonth, useLatestWithDocument } from './use-chosen-month';
import { useCertificateMessages } from './messages';

export function ContractListScreen() {
  useCertificateMessages();
  const { t } = useLingui();
  const locale = useLocale();
  const view = useChosenMonth('/employmentContractList');
  const { month, setMonth } = view;
  const year = useRemote(`contracts-${String(month.year)}`, (signal) => getContractYear(month.year, signal));
  const error = useErrorMessage(year.error);
  const shown = year.data?.year === month.year && !year.loading ? year.data : undefined;
  const contracts = shown ? (shown.months.find((item) => item.month === month.month)?.contracts ?? []) : undefined;
  useLatestWithDocument(view, shown?.months.map((item) => item.month));
  const title = t`Employment contract`;
  const monthLabel = month.toPlainDate({ day: 1 }).toLocaleString(locale, { year: 'numeric', month: 'long' });

  return (
    <main className="page certificates">
      <PageHeader title={title} back />
      <MonthPicker month={month} onChange={setMonth} withDocument={shown ? new Set(shown.months.map((item) => item.month)) : undefined} />
      <FormError message={error} />
      {year.loading ? <LoadingNote /> : null}
      {contracts?.length === 0 ? <p className="empty-state">{t`There is no employment contract for this month.`}</p> : null}
      {contracts && contracts.length > 0 ? (
        <ul className="inquiry-list" aria-label={`${title}, ${monthLabel}`}>
          {contracts.map((contract) => (
            <li key={contract.id}>
              <Link to="/employmentContract" state={{ month: formatYearMonth(month), contractId: contract.id }} className="inquiry-list__item">
                <span className="document-list__title">{contract.projectName}</span>
                <span className="document-list__meta">
                  {contract.corporationName} · {contract.jobTitle}
                </span>
                <span className="document-list__meta">
                  {contract.validTo ? t`${contract.validFrom} to ${contract.validTo}` : t`From ${contract.validFrom}`} · {t`Daily wage`}{' '}
                  {formatWon(contract.dailyWage, locale)}
                </span>
                <span className="document-list__badges">
                  <ContractStatus contract={contract} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </main>
  );
}
