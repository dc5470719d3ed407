/**
 * /adminContractTemplates (issue 33): the contract templates of the admin's corporation-site, the terms
 * a worker's contract copies when the admin takes the worker on. This year's minimum hourly wage, the
 * templates as cards, and the form (above the list) for a new one or the one tapped: saved, changed (a
 * new version; the contracts made from it keep theirs) or retired after a confirmation.
 */
import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import type { ContractTemplate } from '#contract/api-contract-templates.ts';
import { formatWon } from '#contract/format-won.ts';
import { todayInSeoul } from '#contract/seoul-time.ts';
import { ActiveSite } from '@/domain/admin/active-site';
import { listContractTemplates } from '@/domain/admin/contract-templates';
import { useErrorMessage } from '@/platform/api/error-messages';
import { useRemote } from '@/platform/api/use-remote';
import { useLocale } from '@/platform/i18n/i18n';
import { Button } from '@/platform/ui/button';
import { FormError } from '@/platform/ui/form-error';
import { LoadingNote } from '@/platform/ui/loading-note';
import { PageHeader } from '@/platform/ui/page-header';
import { useAdminTemplateMessages } from './messages';
import { TemplateCard } from './template-card';
import { TemplateForm } from './template-form';
import './admin-templates.css';

interface OpenForm {
  /** A new form each time one is opened; the same while it stays open (a template retired meanwhile keeps what was typed). */
  key: number;
  /** The template opened, as the form opened it; null for a new one. */
  template: ContractTemplate | null;
  /** After a 409: the list load whose answer gives the version to save on. */
  versionFrom: number | null;
}

export function AdminTemplatesScreen() {
  useAdminTemplateMessages();
  const { t } = useLingui();
  const locale = useLocale();
  const [year] = useState(() => todayInSeoul().year);
  // Bumped after a save, a retirement or a refusal that means the list is stale: the list loads again.
  const [reload, setReload] = useState(0);
  const list = useRemote(`contract-templates-${String(reload)}`, listContractTemplates);
  const loadError = useErrorMessage(list.error);
  const [form, setForm] = useState<OpenForm | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const newButton = useRef<HTMLButtonElement>(null);
  const opened = useRef(0);

  function open(template: ContractTemplate | null) {
    opened.current += 1;
    setForm({ key: opened.current, template, versionFrom: null });
    setStatus(null);
    setAlert(null);
  }

  function close(message: { status?: string; alert?: string } = {}) {
    setForm(null);
    setStatus(message.status ?? null);
    setAlert(message.alert ?? null);
    // The form was where the focus was: it goes back to where forms are opened.
    requestAnimationFrame(() => newButton.current?.focus());
  }

  function saved() {
    close({ status: t`Template saved.` });
    setReload((value) => value + 1);
  }

  function retired(template: ContractTemplate, message: string | null) {
    const name = template.name;
    close(message ? { alert: message } : { status: t`The template “${name}” was retired.` });
    setReload((value) => value + 1);
  }

  function stale() {
    setForm((current) => current && { ...current, versionFrom: reload + 1 });
    setReload((value) => value + 1);
  }

  function gone() {
    setForm((current) => current && { ...current, template: null, versionFrom: null });
    setReload((value) => value + 1);
  }

  // After a 409, the form saves on the version the list loaded since shows (its values stay the admin's).
  const opening = form?.template ?? null;
  const fresh =
    opening && form?.versionFrom === reload && !list.loading ? (list.data?.items.find((item) => item.id === opening.id) ?? opening) : opening;

  const items = list.data?.items ?? [];
  const minimum = list.data ? formatWon(list.data.minimumHourlyWage, locale) : null;
  return (
    <main className="page">
      <PageHeader title={t`Contract templates`} back />
      <div className="page__body templates">
        <ActiveSite />
        {minimum ? <p className="templates__minimum">{t`Minimum wage in ${year}: ${minimum} an hour.`}</p> : null}
        <p className="note" role="status" hidden={!status}>
          {status}
        </p>
        <FormError message={alert} />
        {form ? (
          <TemplateForm
            key={form.key}
            template={fresh}
            year={year}
            onSaved={saved}
            onCancel={() => close()}
            onStale={stale}
            onGone={gone}
            onRetired={retired}
          />
        ) : (
          <button ref={newButton} type="button" className="btn btn--primary btn--block" onClick={() => open(null)}>
            {t`New template`}
          </button>
        )}
        {loadError ? (
          <div className="templates__error">
            <FormError message={loadError} />
            <Button variant="secondary" onClick={() => setReload((value) => value + 1)}>
              {t`Try again`}
            </Button>
          </div>
        ) : null}
        {list.loading && !list.data ? <LoadingNote /> : null}
        {list.data && items.length === 0 ? (
          <div className="empty-state">
            <p className="empty-state__title">{t`No contract templates yet.`}</p>
            <p className="muted">{t`Make one with “New template”: the contract of a worker you take on copies its terms.`}</p>
          </div>
        ) : null}
        {items.length > 0 ? (
          <ul className="templates__list" aria-label={t`Templates of this site`}>
            {items.map((template) => (
              <li key={template.id}>
                <TemplateCard template={template} onOpen={open} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </main>
  );
}
