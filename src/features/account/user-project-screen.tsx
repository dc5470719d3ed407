/**
 * Company / project selection (/userProject, docs/spec-notes.md §2): the projects of the worker's contracts,
 * grouped by customer; the chosen one becomes the home project (home, QR codes follow it).
 */
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { messageForError, useErrorMessage } from '@/platform/api/error-messages';
import { useRemote } from '@/platform/api/use-remote';
import type { WorkerProject } from '#contract/api-projects.ts';
import { Button } from '@/platform/ui/button';
import { FormError } from '@/platform/ui/form-error';
import { LoadingNote } from '@/platform/ui/loading-note';
import { PageHeader } from '@/platform/ui/page-header';
import { chooseHomeProject, listMyProjects } from './api';
import './account.css';
import { useAccountMessages } from '@/platform/i18n/account-messages';

function byCustomer(projects: WorkerProject[]): [string, WorkerProject[]][] {
  const groups = new Map<string, WorkerProject[]>();
  for (const project of projects) groups.set(project.customerName, [...(groups.get(project.customerName) ?? []), project]);
  return [...groups.entries()];
}

export function UserProjectScreen() {
  useAccountMessages();
  const { t } = useLingui();
  const [version, setVersion] = useState(0);
  const projects = useRemote(`my-projects-${String(version)}`, listMyProjects);
  const [saved, setSaved] = useState<string | null>(null);
  const loadError = useErrorMessage(projects.error);
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const home = projects.data?.find((project) => project.home)?.projectCode ?? '';
  const selected = chosen ?? home;

  async function save() {
    if (selected === '') {
      setError(t`Choose a project.`);
      return;
    }
    setError(null);
    setSaved(null);
    setBusy(true);
    try {
      await chooseHomeProject(selected);
      // Said here, with the list showing the new current project (docs/spec-notes.md §8: "saved").
      setSaved(projects.data?.find((project) => project.projectCode === selected)?.projectName ?? '');
      setChosen(null);
      setVersion(version + 1);
    } catch (cause) {
      setError(t((await messageForError(cause)).message));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="page">
      <PageHeader title={t`Company selection`} back />
      <div className="page__body form">
        {projects.data === undefined ? (
          loadError ? <p role="alert" className="form__error">{loadError}</p> : <LoadingNote />
        ) : projects.data.length === 0 ? (
          <p className="empty-state">{t`You have no projects yet. Your employer adds you with your employment contract.`}</p>
        ) : (
          <>
            {byCustomer(projects.data).map(([customer, items]) => (
              <fieldset key={customer} className="choice-list">
                <legend className="choice-list__legend">{customer}</legend>
                {items.map((project) => (
                  <label key={project.projectCode} className="choice-list__item">
                    <input type="radio" name="project" value={project.projectCode} checked={selected === project.projectCode} onChange={() => setChosen(project.projectCode)} />
                    <span>
                      <span className="choice-list__primary">{project.projectName}</span>
                      <span className="choice-list__secondary">
                        {project.corporationName} · {project.projectAddress}
                      </span>
                      {project.home ? <span className="badge badge--done">{t`Current`}</span> : null}
                    </span>
                  </label>
                ))}
              </fieldset>
            ))}
            <FormError message={error} />
            {saved !== null ? (
              <p className="note" role="status">
                {t`Saved. Home now shows ${saved}.`}
              </p>
            ) : null}
            <Button block busy={busy} onClick={() => void save()}>
              {t`Save`}
            </Button>
            {saved !== null ? (
              <Link to="/" className="btn btn--secondary btn--block">
                {t`Go to home`}
              </Link>
            ) : null}
          </>
        )}
      </div>
    </main>
  );
}
