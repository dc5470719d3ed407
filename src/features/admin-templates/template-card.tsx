/**
 * One template in the site's list: its name and kind, its terms (the trade, the daily wage with the
 * hourly wage it gives, the hours with the break, the work days and the weekly holiday, the pay day:
 * domain/admin/template-facts.tsx), and how many contracts were made from it. The whole card opens it
 * in the form.
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { ContractTemplate } from '#contract/api-contract-templates.ts';
import { TemplateFacts } from '@/domain/admin/template-facts';

export function TemplateCard({ template, onOpen }: { template: ContractTemplate; onOpen: (template: ContractTemplate) => void }) {
  const { t } = useLingui();
  const nameId = useId();
  const name = template.name;
  const contracts = template.contracts;
  return (
    <article className="card template-card" aria-labelledby={nameId}>
      <header className="template-card__head">
        <h2 id={nameId} className="template-card__name">
          {name}
        </h2>
        <span className={`badge template-card__kind template-card__kind--${template.kind}`}>{template.kind === 'continuing' ? t`Continuing` : t`One day`}</span>
      </header>
      <TemplateFacts template={template} />
      {contracts > 0 ? <p className="muted template-card__contracts">{plural(contracts, { one: '# contract made from it', other: '# contracts made from it' })}</p> : null}
      <button type="button" className="template-card__open" aria-label={t`Change ${name}`} onClick={() => onOpen(template)}>
        {t`Change`}
      </button>
    </article>
  );
}
