/** The worker's own account on My info: name, number, birth date and the masked registration number. */
import { useLingui } from '@lingui/react/macro';
import { useRemote } from '@/platform/api/use-remote';
import { useErrorMessage } from '@/platform/api/error-messages';
import { getAccount } from './api';
import './account.css';
import { useAccountMessages } from '@/platform/i18n/account-messages';

export function AccountSummaryCard() {
  useAccountMessages();
  const { t } = useLingui();
  const account = useRemote('account', getAccount);
  const error = useErrorMessage(account.error);
  const data = account.data;
  return (
    <section className="card account__summary" aria-label={t`My account`}>
      {data ? (
        <>
          <p className="account__name">{data.name}</p>
          <dl className="account__facts">
            <div>
              <dt>{t`Mobile number`}</dt>
              <dd>{data.phone}</dd>
            </div>
            <div>
              <dt>{t`Birth date`}</dt>
              <dd>{data.birthDate}</dd>
            </div>
            {data.rrnMasked ? (
              <div>
                <dt>{t`Registration number`}</dt>
                <dd>{data.rrnMasked}</dd>
              </div>
            ) : null}
            {data.nationality ? (
              <div>
                <dt>{t`Nationality`}</dt>
                <dd>{data.nationality === 'korean' ? t`Korean` : t`Foreigner`}</dd>
              </div>
            ) : null}
          </dl>
        </>
      ) : (
        <p className="muted" role={error ? 'alert' : 'status'}>
          {error ?? t`Loading…`}
        </p>
      )}
    </section>
  );
}
