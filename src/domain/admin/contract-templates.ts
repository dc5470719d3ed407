/**
 * The site's contract templates (GET admin/contractTemplates, issue 33): the templates screen lists and
 * changes them, and taking a worker on offers them. One call for both admin screens.
 */
import { api } from '@/platform/api/client';
import { parseAnswer } from '@/platform/api/parse';
import { ContractTemplateListSchema, type ContractTemplateList } from '#contract/api-contract-templates.ts';

/** The templates in use at the admin's corporation-site, by name, and this year's minimum hourly wage. */
export async function listContractTemplates(signal: AbortSignal): Promise<ContractTemplateList> {
  return parseAnswer(ContractTemplateListSchema, api.get('admin/contractTemplates', { signal }));
}
