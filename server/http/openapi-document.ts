/**
 * Writes the OpenAPI 3.1 document from the routes' definitions (./api-routes.ts) and the contract's
 * schemas (decision 057): every exported `…Schema` of the contract's API modules is a component named
 * without the suffix, and any use of it is a `$ref`. JSON Schema comes from @valibot/to-json-schema
 * (draft 2020-12, which OpenAPI 3.1 uses), of each schema's output: a query's `year` is documented
 * as the integer it is checked to be. scripts/lint-openapi.mjs lints the result with Redocly.
 */
import { toJsonSchema, toJsonSchemaDefs, type ConversionConfig, type JsonSchema } from '@valibot/to-json-schema';
import type { ApiRoute, Schema } from './api-routes.ts';

interface DocumentInfo {
  info: Record<string, unknown>;
  servers: { url: string; description: string }[];
  securitySchemes: Record<string, Record<string, unknown>>;
}

const OPTIONAL = new Set(['optional', 'exact_optional', 'nullish', 'undefinedable']);

type JsonObject = Record<string, unknown>;

/**
 * The exported `…Schema` values of the given modules, by component name. A `…QuerySchema` or
 * `…ParamsSchema` is written out as an operation's parameters instead, never as a component.
 */
export function componentsOf(...modules: Record<string, unknown>[]): Record<string, Schema> {
  const components: Record<string, Schema> = {};
  for (const module of modules) {
    for (const [name, value] of Object.entries(module)) {
      if (/(Query|Params)Schema$/.test(name)) continue;
      if (name.endsWith('Schema') && typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'schema') {
        components[name.slice(0, -'Schema'.length)] = value as Schema;
      }
    }
  }
  return components;
}

export function openApiDocument(definitions: readonly ApiRoute[], components: Record<string, Schema>, about: DocumentInfo): JsonObject {
  const names = new Map<Schema, string>(Object.entries(components).map(([name, schema]) => [schema, name]));
  const config: ConversionConfig = {
    target: 'draft-2020-12',
    typeMode: 'output',
    // Rules of our own (rawCheck, check) have no JSON Schema; their codes are in the descriptions.
    errorMode: 'ignore',
    overrideRef: ({ referenceId }) => `#/components/schemas/${referenceId}`,
  };

  function plain(json: JsonSchema): JsonObject {
    const { $schema: _schema, $defs: _defs, ...rest } = json as JsonObject;
    return rest;
  }

  function schemaOf(schema: Schema): JsonObject {
    const name = names.get(schema);
    if (name) return { $ref: `#/components/schemas/${name}` };
    return plain(toJsonSchema(schema, { ...config, definitions: components }));
  }

  function parameters(schema: Schema | undefined, where: 'query' | 'path'): JsonObject[] {
    if (!schema) return [];
    const entries = (schema as { entries?: Record<string, Schema> }).entries;
    if (!entries) throw new Error(`A ${where} schema must be an object`);
    return Object.entries(entries).map(([name, entry]) => {
      const json = schemaOf(entry);
      const { description, ...rest } = json;
      return {
        name,
        in: where,
        required: where === 'path' || !OPTIONAL.has(entry.type),
        ...(typeof description === 'string' ? { description } : {}),
        schema: rest,
      };
    });
  }

  function content(response: ApiRoute['responses'][number]): JsonObject | undefined {
    if (!response.content) return undefined;
    return Object.fromEntries(
      Object.entries(response.content).map(([type, { schema }]) => [type, { schema: 'kind' in schema ? schemaOf(schema as Schema) : schema }]),
    );
  }

  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const route of definitions) {
    const request = route.request ?? {};
    const params = [...parameters(request.params, 'path'), ...parameters(request.query, 'query')];
    const operation: JsonObject = {
      operationId: route.operationId,
      tags: route.tags,
      summary: route.summary,
      ...(route.description === undefined ? {} : { description: route.description }),
      security: route.security,
      ...(params.length > 0 ? { parameters: params } : {}),
      ...(request.body ? { requestBody: { required: true, content: { 'application/json': { schema: schemaOf(request.body.content['application/json'].schema) } } } } : {}),
      responses: Object.fromEntries(
        Object.entries(route.responses).map(([status, response]) => {
          const body = content(response);
          return [status, { description: response.description, ...(body ? { content: body } : {}) }];
        }),
      ),
    };
    (paths[route.path] ??= {})[route.method] = operation;
  }

  const schemas = Object.fromEntries(Object.entries(toJsonSchemaDefs(components, config)).map(([name, json]) => [name, plain(json)]));
  return {
    openapi: '3.1.0',
    info: about.info,
    servers: about.servers,
    paths,
    components: { schemas, securitySchemes: about.securitySchemes },
  };
}
