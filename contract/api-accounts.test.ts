// Runs in plain Node (the 'contract' vitest project): the birth-date rules ask seoul-time.ts for today.
import 'temporal-polyfill/global';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AddressRequestSchema, CancelAccountRequestSchema, ChangePasswordRequestSchema, JoinRequestSchema } from './api-accounts.ts';
import { HomeProjectRequestSchema } from './api-projects.ts';
import { VerificationFlowRequestSchema } from './api-identity.ts';

/** Each issue's field (dotted path) → its message, the rule code of our own rules (the server answers it in `fields`). */
function rules(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input);
  const fields: Record<string, string> = {};
  for (const issue of result.issues ?? []) fields[(issue.path ?? []).map((item) => String(item.key)).join('.')] ??= issue.message;
  return fields;
}

const JOIN = { language: 'ko', name: '홍길동', rrn: '900101-1000000', nationality: 'korean', birthDate: '19900101' };

describe('the account and identity request schemas', () => {
  it('check step 1 of a sign-up field by field, the number and birth date even when the name is wrong', () => {
    expect(rules(VerificationFlowRequestSchema, { purpose: 'join', join: { ...JOIN, name: '<script>', rrn: '900101-5000000', birthDate: '1990-01-02' } })).toEqual({
      'join.name': 'nameChars',
      'join.rrn': 'rrnNationality',
      'join.birthDate': 'birthDateMismatch',
    });
    expect(rules(VerificationFlowRequestSchema, { purpose: 'join', join: { ...JOIN, nationality: 'martian' } })).toEqual({ 'join.nationality': 'nationalityRequired' });
  });

  it('normalize a valid claim and ask for the claim its purpose needs', () => {
    expect(v.parse(VerificationFlowRequestSchema, { purpose: 'join', join: JOIN }).join?.birthDate).toBe('1990-01-01');
    expect(rules(VerificationFlowRequestSchema, { purpose: 'join' })).toEqual({ join: 'required' });
    expect(rules(VerificationFlowRequestSchema, { purpose: 'recovery' })).toEqual({ recovery: 'required' });
    expect(rules(VerificationFlowRequestSchema, { purpose: 'recovery', recovery: { name: '홍길동', birthDate: '2999-01-01' } })).toEqual({
      'recovery.birthDate': 'birthDateFuture',
    });
  });

  it('answer the rules of passwords, cancellation and the home project', () => {
    const flow = { flowId: 'f', flowSecret: 's' };
    expect(rules(JoinRequestSchema, { ...flow, password: 'short', agreements: [] })).toEqual({ password: 'passwordLength' });
    expect(rules(ChangePasswordRequestSchema, { currentPassword: 'Same-pass-123!', newPassword: 'Same-pass-123!' })).toEqual({ newPassword: 'passwordSame' });
    expect(rules(CancelAccountRequestSchema, { password: 'x', confirmPrecautions: false })).toEqual({ confirmPrecautions: 'precautionsRequired' });
    expect(rules(HomeProjectRequestSchema, { projectCode: ' ' })).toEqual({ projectCode: 'siteRequired' });
  });

  it('answer the address rules by code', () => {
    expect(rules(AddressRequestSchema, { address: '' })).toEqual({ address: 'required' });
    expect(rules(AddressRequestSchema, { address: '중구' })).toEqual({ address: 'tooShort' });
    expect(rules(AddressRequestSchema, { address: '가'.repeat(201) })).toEqual({ address: 'tooLong' });
    expect(rules(AddressRequestSchema, { address: '서울시 중구\r\n세종대로' })).toEqual({ address: 'controlChars' });
    expect(rules(AddressRequestSchema, { address: '서울특별시 중구 세종대로 110' })).toEqual({});
    expect(Object.keys(rules(AddressRequestSchema, { address: '가'.repeat(401) }))).toEqual(['address']);
  });
});
