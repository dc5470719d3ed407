/** The site admin's contract-template calls (issue 33): the site's templates, a new one, a change, a retirement. */
import { api } from '@/platform/api/client';
import { parseAnswer } from '@/platform/api/parse';
import {
  ContractTemplateListSchema,
  ContractTemplateSchema,
  type ContractTemplate,
  type ContractTemplateChange,
  type ContractTemplateList,
  type ContractTemplateTerms,
} from '#contract/api-contract-templates.ts';

/** The templates in use at the admin's corporation-site, by name, and this year's minimum hourly wage. */
export async function listTemplates(signal: AbortSignal): Promise<ContractTemplateList> {
  return parseAnswer(ContractTemplateListSchema, api.get('admin/contractTemplates', { signal }));
}

/** A new template (version 1). */
export async function createTemplate(terms: ContractTemplateTerms): Promise<ContractTemplate> {
  return parseAnswer(ContractTemplateSchema, api.post('admin/contractTemplates', { json: terms }));
}

/** A change made on `version`: 409 TEMPLATE_CHANGED when someone changed it since, 404 when it was retired. */
export async function changeTemplate(id: string, change: ContractTemplateChange): Promise<ContractTemplate> {
  return parseAnswer(ContractTemplateSchema, api.put(`admin/contractTemplates/${encodeURIComponent(id)}`, { json: change }));
}

/** No longer offered; the contracts made from it stay as they are (204). */
export async function retireTemplate(id: string): Promise<void> {
  await api.delete(`admin/contractTemplates/${encodeURIComponent(id)}`);
}
