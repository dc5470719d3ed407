/** The policies' zod schemas (request validation and the OpenAPI document). */
import { z } from '@hono/zod-openapi';
import { POLICY_KINDS } from '#contract/account-contract.ts';

const language = z.enum(['ko', 'en']).openapi({ description: 'The account language (texts, SMS).' });

const policyKind = z.enum(POLICY_KINDS);
export const PolicySummarySchema = z
  .object({
    id: z.string().openapi({ example: 'privacy-2' }),
    kind: policyKind,
    version: z.number().int(),
    effectiveFrom: z.string().openapi({ example: '2026-06-01' }),
    title: z.string().openapi({ description: 'In the language of Accept-Language (ko, else en).' }),
    required: z.boolean(),
    current: z.boolean(),
  })
  .openapi('PolicySummary');

export const PolicySchema = PolicySummarySchema.extend({ body: z.string().openapi({ description: 'Plain text; paragraphs separated by blank lines.' }) }).openapi('Policy');
export const PolicyListSchema = z.object({ items: z.array(PolicySummarySchema) }).openapi('PolicyList');
/** `lang` overrides Accept-Language: the app sends it so that a stored answer belongs to one language. */
export const PolicyLanguageQuerySchema = z.object({
  lang: language.optional().openapi({ description: 'The language of titles and texts; without it, Accept-Language (ko, else en).' }),
});
export const PolicyQuerySchema = PolicyLanguageQuerySchema.extend({ kind: policyKind.optional() });
export const PolicyIdParamsSchema = z.object({ id: z.string().max(40).openapi({ param: { name: 'id', in: 'path' }, example: 'privacy-2' }) });
