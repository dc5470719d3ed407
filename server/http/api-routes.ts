/**
 * Routes defined with the contract's schemas (decision 057): `routes.openapi(createRoute({...}), handler)`
 * registers the call on a plain Hono app, validates its query, path parameters and JSON body with the
 * route's valibot schemas before the handler runs (a failure is 400 BAD_REQUEST with `fields`), types
 * `c.req.valid(…)` and the handler's JSON answers after those schemas, and keeps the definition for the
 * OpenAPI document (./openapi-document.ts).
 */
import { Hono, type Context, type Env, type MiddlewareHandler, type TypedResponse } from 'hono';
import type { StatusCode } from 'hono/utils/http-status';
import type { JSONParsed } from 'hono/utils/types';
import * as v from 'valibot';
import { badRequest } from '../domain-error.ts';
import { fieldsOf } from './errors.ts';
import { checkNoControlCharacters } from '#contract/input-rules.ts';

export type Schema = v.GenericSchema;

/** Content that is not JSON (a PDF): documented with a plain JSON Schema. */
export interface RawContent {
  schema: { type: 'string'; format: 'binary' };
}

interface JsonContent<S extends Schema = Schema> {
  schema: S;
}

export interface ApiResponse {
  description: string;
  content?: { 'application/json': JsonContent } | Record<string, RawContent>;
}

export interface ApiRoute {
  method: 'get' | 'post' | 'put' | 'delete' | 'patch';
  /** OpenAPI style: `/qna/{id}`. */
  path: string;
  /** camelCase, unique, stable: client generators name their methods after it. */
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  /** [] for a call that needs nothing. */
  security: Record<string, string[]>[];
  /** Run before validation (authentication first: an anonymous caller learns nothing of the rules). */
  middleware?: readonly MiddlewareHandler[];
  request?: {
    query?: Schema;
    params?: Schema;
    body?: { content: { 'application/json': JsonContent }; required: true };
  };
  responses: Record<number, ApiResponse>;
}

/** Keeps the literal types of a definition (status codes, schemas) for the handler's types. */
export function createRoute<const R extends ApiRoute>(route: R): R {
  return route;
}

type Nothing = Record<never, never>;
type Request<R extends ApiRoute> = NonNullable<R['request']>;
type Validated<R extends ApiRoute> = (Request<R> extends { query: infer S extends Schema } ? { query: v.InferOutput<S> } : Nothing) &
  (Request<R> extends { params: infer S extends Schema } ? { param: v.InferOutput<S> } : Nothing) &
  (Request<R> extends { body: { content: { 'application/json': { schema: infer S extends Schema } } } } ? { json: v.InferOutput<S> } : Nothing);

/** What `c.req.valid(target)` answers in the handler. */
type RouteInput<R extends ApiRoute> = { out: Validated<R> };

type AnswerOf<R extends ApiRoute> = {
  [S in keyof R['responses'] & number]: R['responses'][S] extends { content: { 'application/json': { schema: infer A extends Schema } } }
    ? TypedResponse<JSONParsed<v.InferInput<A>>, S & StatusCode, 'json'>
    : R['responses'][S] extends { content: Record<string, RawContent> }
      ? Response
      : TypedResponse<unknown, S & StatusCode>;
}[keyof R['responses'] & number];

/** The path with Hono's `:id` in place of OpenAPI's `{id}`. */
type HonoPath<P extends string> = P extends `${infer A}{${infer Name}}${infer B}` ? `${A}:${Name}${HonoPath<B>}` : P;

type RouteHandler<E extends Env, R extends ApiRoute> = (
  c: Context<E, HonoPath<R['path']>, RouteInput<R>>,
) => AnswerOf<R> | Promise<AnswerOf<R>>;

function honoPath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ':$1');
}

const JSON_TYPE = /^application\/([a-z-.]+\+)?json(\s*;.*)?$/i;

/** The JSON body: none at all reads as {} (every field then `required`); not JSON is `contentType`, unreadable `json`. */
async function readJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text === '') return {};
  if (!JSON_TYPE.test(c.req.header('content-type') ?? '')) throw badRequest({ body: 'contentType' });
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest({ body: 'json' });
  }
}

/** Every string below `input` that holds a control character (shared rule `controlChars`), by dotted path. */
function controlCharacterFields(input: unknown, path = ''): Record<string, string> {
  if (typeof input === 'string') return checkNoControlCharacters(input) ? { [path || 'body']: 'controlChars' } : {};
  if (input === null || typeof input !== 'object') return {};
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(input)) Object.assign(fields, controlCharacterFields(value, path ? `${path}.${key}` : key));
  return fields;
}

/** Checks a request part: no string in it may hold a control character (before any rule of its own), then its schema. */
function validate(schema: Schema, input: unknown): unknown {
  const control = controlCharacterFields(input);
  if (Object.keys(control).length > 0) throw badRequest(control);
  const result = v.safeParse(schema, input);
  if (!result.success) throw badRequest(fieldsOf(result.issues, schema));
  return result.output;
}

function validation(request: NonNullable<ApiRoute['request']>): MiddlewareHandler {
  return async (c, next) => {
    if (request.params) c.req.addValidatedData('param', validate(request.params, c.req.param()) as object);
    if (request.query) c.req.addValidatedData('query', validate(request.query, c.req.query()) as object);
    if (request.body) {
      const schema = request.body.content['application/json'].schema;
      const body = await readJsonBody(c);
      // valibot's object() takes an array as well (zod did not): a JSON array is no object body.
      if (Array.isArray(body) && schema.type !== 'array') throw badRequest({ body: 'type' });
      c.req.addValidatedData('json', validate(schema, body) as object);
    }
    await next();
  };
}

/** A group of API routes: the Hono app that serves them and their definitions for the document. */
export class ApiRoutes<E extends Env> {
  readonly app = new Hono<E>();
  readonly definitions: ApiRoute[] = [];
  /** Security schemes these routes name, for the document's components. */
  readonly securitySchemes: Record<string, Record<string, unknown>> = {};

  openapi<const R extends ApiRoute>(route: R, handler: RouteHandler<E, R>): this {
    const handlers: MiddlewareHandler[] = [...(route.middleware ?? [])];
    if (route.request) handlers.push(validation(route.request));
    // The handler's context is the one Hono passes; its input types are what validation() put there.
    const run: MiddlewareHandler = async (c) => handler(c as unknown as Parameters<typeof handler>[0]) as Promise<Response>;
    this.app.on(route.method.toUpperCase(), [honoPath(route.path)], ...handlers, run);
    this.definitions.push(route);
    return this;
  }

  /** Adds another group's routes and definitions (both at the same base). */
  include(other: ApiRoutes<E>): this {
    this.app.route('/', other.app);
    this.definitions.push(...other.definitions);
    Object.assign(this.securitySchemes, other.securitySchemes);
    return this;
  }
}
