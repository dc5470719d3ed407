/**
 * The site admin's contract-template calls (issue 33): a new one, a change, a retirement. The site's
 * templates are listed by domain/admin/contract-templates.ts (taking a worker on offers them too).
 */
import { api } from '@/platform/api/client';
import { parseAnswer } from '@/platform/api/parse';
import { ContractTemplateSchema, type ContractTemplate, type ContractTemplateChange, type ContractTemplateTerms } from '#contract/api-contract-templates.ts';

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
