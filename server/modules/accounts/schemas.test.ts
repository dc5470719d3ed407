import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type * as Contract from '#contract/account-contract.ts';
import type * as Schemas from './schemas.ts';
import type * as PolicySchemas from '../policies/schemas.ts';

type Exact<T> = { [K in keyof T]: Exclude<T[K], undefined> };

describe('the account schemas agree with the shared contract', () => {
  it('has the same request and answer types (checked by tsc)', () => {
    expectTypeOf<z.output<typeof Schemas.JoinClaimSchema>>().toEqualTypeOf<Contract.JoinClaim>();
    expectTypeOf<z.output<typeof Schemas.RecoveryClaimSchema>>().toEqualTypeOf<Contract.RecoveryClaim>();
    expectTypeOf<Exact<z.output<typeof Schemas.VerificationFlowRequestSchema>>>().toEqualTypeOf<Exact<Contract.VerificationFlowRequest>>();
    expectTypeOf<z.output<typeof Schemas.VerificationFlowSchema>>().toEqualTypeOf<Contract.VerificationFlow>();
    expectTypeOf<z.output<typeof Schemas.ProviderStartRequestSchema>>().toEqualTypeOf<Contract.ProviderStartRequest>();
    expectTypeOf<z.output<typeof Schemas.ProviderStartSchema>>().toEqualTypeOf<Contract.ProviderStart>();
    expectTypeOf<z.output<typeof Schemas.RedeemRequestSchema>>().toEqualTypeOf<Contract.RedeemRequest>();
    expectTypeOf<Exact<z.output<typeof Schemas.VerificationOutcomeSchema>>>().toEqualTypeOf<Exact<Contract.VerificationOutcome>>();
    expectTypeOf<z.output<typeof Schemas.JoinRequestSchema>>().toEqualTypeOf<Contract.JoinRequest>();
    expectTypeOf<z.output<typeof PolicySchemas.PolicySummarySchema>>().toEqualTypeOf<Contract.PolicySummary>();
    expectTypeOf<z.output<typeof PolicySchemas.PolicySchema>>().toEqualTypeOf<Contract.Policy>();
    expectTypeOf<z.output<typeof PolicySchemas.PolicyListSchema>>().toEqualTypeOf<Contract.PolicyList>();
    expectTypeOf<z.output<typeof Schemas.JoinAnswerSchema>>().toEqualTypeOf<Contract.JoinAnswer>();
    expectTypeOf<z.output<typeof Schemas.FlowCredentialsSchema>>().toEqualTypeOf<Contract.FlowCredentials>();
    expectTypeOf<z.output<typeof Schemas.PasswordReissueAnswerSchema>>().toEqualTypeOf<Contract.PasswordReissueAnswer>();
    expectTypeOf<z.output<typeof Schemas.PhoneChangeAnswerSchema>>().toEqualTypeOf<Contract.PhoneChangeAnswer>();
    expectTypeOf<z.output<typeof Schemas.ChangePasswordRequestSchema>>().toEqualTypeOf<Contract.ChangePasswordRequest>();
    expectTypeOf<z.output<typeof Schemas.CancelAccountRequestSchema>>().toEqualTypeOf<Contract.CancelAccountRequest>();
    expectTypeOf<z.output<typeof Schemas.AccountSummarySchema>>().toEqualTypeOf<Contract.AccountSummary>();
    expectTypeOf<z.output<typeof Schemas.LanguageRequestSchema>>().toEqualTypeOf<Contract.LanguageRequest>();
    expectTypeOf<z.output<typeof Schemas.WorkerProjectListSchema>>().toEqualTypeOf<Contract.WorkerProjectList>();
    expectTypeOf<z.output<typeof Schemas.HomeProjectRequestSchema>>().toEqualTypeOf<Contract.HomeProjectRequest>();
    expectTypeOf<z.output<typeof Schemas.BankCertStartSchema>>().toEqualTypeOf<Contract.BankCertStart>();
    expectTypeOf<z.output<typeof Schemas.BankCertLoginRequestSchema>>().toEqualTypeOf<Contract.BankCertLoginRequest>();
  });
});
