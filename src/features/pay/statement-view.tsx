/**
 * The month's payment statement with the items the law asks for (DOMAIN.md): who and when, each
 * pay item and how the day-based one was computed, each deduction and the totals.
 */
import { useLingui } from '@lingui/react/macro';
import type { PayStatement } from '#contract/api-pay.ts';
import { formatWon } from '@/platform/i18n/format-won';
import { useLocale } from '@/platform/i18n/use-locale';

export function StatementView({ statement }: { statement: PayStatement }) {
  const { t } = useLingui();
  const locale = useLocale();
  const won = (amount: number) => formatWon(amount, locale);
  const days = statement.ctWork;
  const dailyWage = won(statement.amSalaryD);
  const deductions: [string, number][] = [
    [t`Income tax`, statement.amSoduk],
    [t`Resident tax`, statement.amJumin],
    [t`National pension`, statement.amKookmin],
    [t`Health insurance`, statement.amMedicare],
    [t`Long-term care insurance`, statement.amSilver],
    [t`Employment insurance`, statement.amGoyong],
    [t`Other`, statement.amEtc],
  ];
  return (
    <article className="statement" aria-label={t`Payment statement`}>
      <section className="card statement__total">
        <p className="statement__label">{t`Total payment`}</p>
        <p className="statement__pay">{won(statement.amPay)}</p>
        <p className="muted">{t`Paid on ${statement.payDate}`}</p>
      </section>
      <section className="card">
        <h3 className="card__title">{t`Worker`}</h3>
        <dl className="statement__rows">
          <div><dt>{t`Name`}</dt><dd>{statement.workerName}</dd></div>
          <div><dt>{t`Birth date`}</dt><dd>{statement.workerBirthDate}</dd></div>
          <div><dt>{t`Workplace`}</dt><dd>{statement.corporationName} · {statement.projectName}</dd></div>
        </dl>
      </section>
      <section className="card">
        <h3 className="card__title">{t`Pay`}</h3>
        <dl className="statement__rows">
          <div><dt>{t`Daily wage`}</dt><dd>{dailyWage}</dd></div>
          <div><dt>{t`Work days`}</dt><dd>{t`${days} days`}</dd></div>
          <div className="statement__strong"><dt>{t`Total wages`}</dt><dd>{won(statement.amCost)}</dd></div>
        </dl>
        <p className="muted statement__how">{t`Daily wage ${dailyWage} × ${days} days worked`}</p>
      </section>
      <section className="card">
        <h3 className="card__title">{t`Deductions`}</h3>
        <dl className="statement__rows">
          {deductions.map(([label, amount]) => (
            <div key={label}><dt>{label}</dt><dd>{won(amount)}</dd></div>
          ))}
          <div className="statement__strong"><dt>{t`Total deductions`}</dt><dd>{won(statement.amGonjae)}</dd></div>
        </dl>
      </section>
    </article>
  );
}
