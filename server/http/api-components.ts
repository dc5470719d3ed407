/**
 * The contract's API modules whose `…Schema` exports are the OpenAPI document's components
 * (./openapi-document.ts names them without the suffix). A new contract module joins this list.
 */
import * as accounts from '#contract/api-accounts.ts';
import * as auth from '#contract/api-auth.ts';
import * as certificates from '#contract/api-certificates.ts';
import * as common from '#contract/api-common.ts';
import * as errors from '#contract/api-errors.ts';
import * as identity from '#contract/api-identity.ts';
import * as passkeys from '#contract/api-passkeys.ts';
import * as pay from '#contract/api-pay.ts';
import * as policies from '#contract/api-policies.ts';
import * as projects from '#contract/api-projects.ts';
import * as qna from '#contract/api-qna.ts';
import * as qr from '#contract/api-qr.ts';
import * as work from '#contract/api-work.ts';
import { componentsOf } from './openapi-document.ts';

export const apiComponents = componentsOf(common, errors, auth, passkeys, accounts, projects, identity, work, pay, qr, qna, certificates, policies);
