/**
 * A site's contract templates (issue 33): the terms its admin fixes once and a contract copies. The
 * rules the terms must keep (the statutory break, 8 hours a day and 40 a week, the minimum wage) are
 * contract-terms.ts's `checkTemplateTerms`, applied by the form and by the server, which answers what
 * breaks them in a 400's `fields`.
 */
import * as v from 'valibot';
import { instantField, intField, MAX_CODE, wonField } from './api-common.ts';
import { CONTRACT_KINDS, TEMPLATE_TEXT_MAX } from './contract-terms.ts';

const clock = (description: string) => v.pipe(v.string(), v.maxLength(5), v.description(`${description}, HH:MM (Asia/Seoul).`), v.examples(['08:00']));

/** POST /admin/contractTemplates; with `version`, PUT /admin/contractTemplates/{id}. */
export const ContractTemplateTermsSchema = v.object({
  name: v.pipe(v.string(), v.maxLength(TEMPLATE_TEXT_MAX * 4), v.description('What the site calls it, e.g. "철근공 주간".')),
  jobTitle: v.pipe(v.string(), v.maxLength(TEMPLATE_TEXT_MAX * 4), v.description('The trade the contract names (직종).')),
  dailyWage: wonField('For the contracted hours of a day'),
  workStart: clock('Work begins'),
  workEnd: clock('Work ends (at or before the start: the next day)'),
  breakStart: clock('The scheduled break begins'),
  breakEnd: clock('The scheduled break ends (the same as its start: no break)'),
  workDays: v.pipe(v.array(intField()), v.maxLength(7), v.description('Contracted work days, as days since Sunday (1–5: Monday to Friday).')),
  weeklyHoliday: intField('The weekly holiday, as days since Sunday (0: Sunday).'),
  premiumsApply: v.pipe(v.boolean(), v.description('Whether the §56 premiums apply (workplaces of 5+).')),
  weeklyPaidHoliday: v.pipe(v.boolean(), v.description('Whether the §55 weekly paid holiday applies.')),
  payDay: intField('The day of the next month wages are paid, 1–28.'),
  kind: v.pipe(v.picklist(CONTRACT_KINDS), v.description('continuing: fixed work days, no end; oneDay: ends with its day.')),
});
export type ContractTemplateTerms = v.InferOutput<typeof ContractTemplateTermsSchema>;

export const ContractTemplateChangeSchema = v.object({
  ...ContractTemplateTermsSchema.entries,
  version: v.pipe(v.number(), v.integer(), v.minValue(1), v.description('The version the change was made on: another change since answers 409 TEMPLATE_CHANGED.')),
});
export type ContractTemplateChange = v.InferOutput<typeof ContractTemplateChangeSchema>;

export const ContractTemplateSchema = v.object({
  id: v.string(),
  ...ContractTemplateTermsSchema.entries,
  version: intField('Grows with each change.'),
  updatedAt: instantField(),
  /** How many contracts were made from it (a change never alters them). */
  contracts: intField('Contracts made from it; a change leaves them as they were made.'),
});
export type ContractTemplate = v.InferOutput<typeof ContractTemplateSchema>;

export const ContractTemplateListSchema = v.object({
  items: v.array(ContractTemplateSchema),
  minimumHourlyWage: wonField("This year's minimum hourly wage, which a template may not be below"),
});
export type ContractTemplateList = v.InferOutput<typeof ContractTemplateListSchema>;

export const ContractTemplateParamsSchema = v.object({ id: v.pipe(v.string(), v.uuid(), v.maxLength(MAX_CODE)) });
