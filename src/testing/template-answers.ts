/** Contract templates as GET /admin/contractTemplates answers them to a site admin (issue 33), for screen tests. */
import type { ContractTemplate, ContractTemplateList } from '#contract/api-contract-templates.ts';
import { LAWFUL_TEMPLATE_TERMS } from '#contract/testing/template-terms.ts';

/** The usual site day: 철근공, Monday to Friday 08:00–17:00 with an hour's lunch, ₩200,000, paid on the 10th; 3 contracts made from it. */
export function contractTemplate(fields: Partial<ContractTemplate> = {}): ContractTemplate {
  return {
    id: '0b1e6a52-5d0e-4c7e-9a51-000000000401',
    ...LAWFUL_TEMPLATE_TERMS,
    workDays: [...LAWFUL_TEMPLATE_TERMS.workDays],
    version: 1,
    updatedAt: '2026-02-20T09:00:00+09:00',
    contracts: 3,
    ...fields,
  };
}

/** The site's list with 2026's minimum hourly wage (₩10,320). */
export function templateList(items: ContractTemplate[], minimumHourlyWage = 10_320): ContractTemplateList {
  return { items, minimumHourlyWage };
}
