/**
 * The worker's own account on My info: name, number, birth date, the masked registration number, and
 * the address employment contracts print (asked for here once while it is missing; issue 15), and the
 * face photo a site took for the gate, with who sees it (decision 080). Opened from a contract that
 * waits for the address, it offers the way back once the address is saved.
 */
import { useLingui } from '@lingui/react/macro';
import { Link, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { parseInstant, seoulDateOf } from '#contract/seoul-time.ts';
import { useObjectUrl } from '@/platform/files/use-object-url';
import { formatDateWithWeekday } from '@/platform/dates/dates';
import { useLocale } from '@/platform/i18n/i18n';
import '@/platform/router/history-state';
import type { AccountSummary } from '#contract/api-accounts.ts';
import { useRemote } from '@/platform/api/use-remote';
import { useErrorMessage } from '@/platform/api/error-messages';
import { Button } from '@/platform/ui/button';
import { AddressForm } from './address-form';
import { getAccount, getOwnPhoto, saveAddress } from './api';
import './account.css';
import { useAccountMessages } from '@/platform/i18n/account-messages';

export function AccountSummaryCard() {
  useAccountMessages();
  const { t } = useLingui();
  const account = useRemote('account', getAccount);
  const error = useErrorMessage(account.error);
  const [saved, setSaved] = useState<AccountSummary | null>(null);
  const [editing, setEditing] = useState(false);
  const contractToSign = useRouterState({ select: (router) => router.location.state.contractToSign });
  const data = saved ?? account.data;
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
            <div>
              <dt className="account__address-label">{t`Address`}</dt>
              <dd className="account__address">{data.address ?? t`Not entered`}</dd>
            </div>
          </dl>
          {data.photoTakenAt ? <OwnPhoto takenAt={data.photoTakenAt} /> : null}
          {data.address === null || editing ? (
            <AddressForm
              current={data.address}
              save={(address) => saveAddress({ address })}
              onSaved={(next) => {
                setSaved(next);
                setEditing(false);
              }}
              onCancel={data.address === null ? undefined : () => setEditing(false)}
            />
          ) : (
            <div className="account__address-actions">
              {saved ? (
                <p className="note" role="status">
                  {t`Your address is saved.`}
                </p>
              ) : null}
              {saved && contractToSign ? (
                <Link to="/employmentContract" state={{ contractId: contractToSign }} className="btn btn--primary btn--block">
                  {t`Back to the contract`}
                </Link>
              ) : null}
              <Button variant="secondary" block onClick={() => setEditing(true)}>
                {t`Change address`}
              </Button>
            </div>
          )}
        </>
      ) : (
        <p className="muted" role={error ? 'alert' : 'status'}>
          {error ?? t`Loading…`}
        </p>
      )}
    </section>
  );
}

/** The face photo a site took for the gate: the picture, the day, and who sees it. */
function OwnPhoto({ takenAt }: { takenAt: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { url, failed } = useObjectUrl(`own-photo:${takenAt}`, getOwnPhoto);
  const at = parseInstant(takenAt);
  const day = at ? formatDateWithWeekday(seoulDateOf(at), locale) : '';
  return (
    <div className="account__photo">
      {url ? <img className="account__face" src={url} alt={t`Your face photo for the gate`} /> : null}
      <p className="muted">
        {failed ? t`The photo could not be loaded.` : null} {t`Face photo for the gate, taken by the site office on ${day}. Only the administrators of your sites and you see it.`}
      </p>
    </div>
  );
}
