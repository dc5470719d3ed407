/**
 * Test support: plays the browser's part in a provider trip against the sandbox pages, the way the
 * app does (post the provider form, fill the sandbox page, follow the redirects back to the return
 * URL) and answers the one-time reference the app would find on /niceSuccess or /kbCertLogin.
 */
import { expect } from 'vitest';
import type { ProviderStart, VerificationFlow } from '#contract/api-identity.ts';
import type { TestApi } from './test-app.ts';

export interface SandboxForm {
  outcome?: string;
  action?: 'confirm' | 'cancel';
  name?: string;
  birthDate?: string;
  gender?: 'male' | 'female';
  nationality?: 'korean' | 'foreigner';
  phone?: string;
}

async function postForm(api: TestApi, path: string, fields: Record<string, string>): Promise<Response> {
  return api.request('POST', path, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

/** Submits the provider form and the sandbox page; answers the Location the browser ends at. */
export async function throughSandbox(api: TestApi, start: ProviderStart, form: SandboxForm): Promise<string> {
  const page = await postForm(api, start.action, start.fields);
  expect(page.status).toBe(200);
  const provider = start.action.endsWith('/kb') ? 'kb' : 'nice';
  const fields: Record<string, string> = { request: start.fields.request ?? '', outcome: form.outcome ?? 'success', action: form.action ?? 'confirm' };
  for (const key of ['name', 'birthDate', 'gender', 'nationality', 'phone'] as const) {
    const value = form[key];
    if (value !== undefined) fields[key] = value;
  }
  const done = await postForm(api, `/sandbox/${provider}/complete`, fields);
  expect(done.status, await done.clone().text()).toBe(303);
  const back = await api.request('GET', done.headers.get('location') ?? '');
  expect(back.status).toBe(303);
  return back.headers.get('location') ?? '';
}

/** The ref of a return location (/niceSuccess?ref=…). */
export function refOf(location: string): string {
  const ref = new URL(location, 'http://x').searchParams.get('ref');
  if (!ref) throw new Error(`no ref in ${location}`);
  return ref;
}

export async function startFlow(api: TestApi, body: unknown, token?: string): Promise<VerificationFlow> {
  const res = token ? await api.post('/account/phone/verification', {}, { token }) : await api.post('/identity/flows', body);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as VerificationFlow;
}

export async function providerStart(api: TestApi, flow: VerificationFlow, service: 'realName' | 'phone'): Promise<ProviderStart> {
  const res = await api.post('/identity/provider', { flowId: flow.flowId, flowSecret: flow.flowSecret, service });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as ProviderStart;
}

/** One trip through the sandbox for a flow, then the redeem call's answer. */
export async function verify(api: TestApi, flow: VerificationFlow, service: 'realName' | 'phone', form: SandboxForm = {}): Promise<Response> {
  const location = await throughSandbox(api, await providerStart(api, flow, service), form);
  return api.post('/identity/redeem', { flowId: flow.flowId, flowSecret: flow.flowSecret, ref: refOf(location) });
}
