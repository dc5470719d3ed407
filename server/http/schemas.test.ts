import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import * as Contract from '#contract/api-contract.ts';
import * as Schemas from './schemas.ts';
import type * as AccountSchemas from '../modules/accounts/schemas.ts';
import * as AuthSchemas from '../modules/auth/schemas.ts';
import type * as PaySchemas from '../modules/pay/schemas.ts';
import * as WorkSchemas from '../modules/work/schemas.ts';
import type * as CertificateSchemas from '../modules/certificates/schemas.ts';
import * as QnaSchemas from '../modules/qna/schemas.ts';
import type * as QrSchemas from '../modules/qr/schemas.ts';

/** Optional properties of a zod output type read `T | undefined`; the contract's do not. */
type Exact<T> = { [K in keyof T]: Exclude<T[K], undefined> };

describe('the zod schemas agree with the shared contract', () => {
  it('has the same request and answer types (checked by tsc)', () => {
    expectTypeOf<z.output<typeof AuthSchemas.UserSessionSchema>>().toEqualTypeOf<Contract.UserSession>();
    expectTypeOf<z.output<typeof PaySchemas.YearlyPaySchema>>().toEqualTypeOf<Contract.YearlyPay>();
    expectTypeOf<z.output<typeof AuthSchemas.AdminSessionSchema>>().toEqualTypeOf<Contract.AdminSession>();
    expectTypeOf<z.output<typeof AuthSchemas.LoginRequestSchema>>().toEqualTypeOf<Contract.LoginRequest>();
    expectTypeOf<z.output<typeof AuthSchemas.ReissueRequestSchema>>().toEqualTypeOf<Contract.ReissueRequest>();
    expectTypeOf<z.output<typeof AuthSchemas.SessionCheckRequestSchema>>().toEqualTypeOf<Contract.SessionCheckRequest>();
    expectTypeOf<Exact<z.output<typeof AuthSchemas.SessionCheckAnswerSchema>>>().toEqualTypeOf<Exact<Contract.SessionCheckAnswer>>();
    expectTypeOf<z.output<typeof AuthSchemas.AdminVerifyRequestSchema>>().toEqualTypeOf<Contract.AdminVerifyRequest>();
    expectTypeOf<z.output<typeof AuthSchemas.CorporationSiteSchema>>().toEqualTypeOf<Contract.CorporationSite>();
    expectTypeOf<z.output<typeof AuthSchemas.AdminVerifyAnswerSchema>>().toEqualTypeOf<Contract.AdminVerifyAnswer>();
    expectTypeOf<z.output<typeof AuthSchemas.AdminLoginRequestSchema>>().toEqualTypeOf<Contract.AdminLoginRequest>();
    expectTypeOf<z.output<typeof AccountSchemas.HomeProjectSettingSchema>>().toEqualTypeOf<Contract.HomeProjectSetting>();
    expectTypeOf<z.output<typeof WorkSchemas.WorkDayRecordSchema>>().toEqualTypeOf<Contract.WorkDayRecord>();
    expectTypeOf<z.output<typeof WorkSchemas.WeeklyQuerySchema>>().toEqualTypeOf<Contract.WeeklyWorkQuery>();
    expectTypeOf<z.output<typeof WorkSchemas.MonthlyWorkSchema>>().toEqualTypeOf<Contract.MonthlyWork>();
    expectTypeOf<z.output<typeof PaySchemas.PayStatementSchema>>().toEqualTypeOf<Contract.PayStatement>();
    expectTypeOf<z.output<typeof PaySchemas.DailySettlementSchema>>().toEqualTypeOf<Contract.DailySettlement>();
    expectTypeOf<Exact<z.output<typeof Schemas.ErrorSchema>>>().toEqualTypeOf<Exact<Contract.ApiErrorBody>>();
    expectTypeOf<z.output<typeof QnaSchemas.QnaListItemSchema>>().toEqualTypeOf<Contract.QnaListItem>();
    expectTypeOf<z.output<typeof QnaSchemas.QnaPageSchema>>().toEqualTypeOf<Contract.QnaPage>();
    expectTypeOf<z.output<typeof QnaSchemas.QnaInquirySchema>>().toEqualTypeOf<Contract.QnaInquiry>();
    expectTypeOf<z.output<typeof QnaSchemas.QnaWriteRequestSchema>>().toEqualTypeOf<Contract.QnaWriteRequest>();
    expectTypeOf<z.output<typeof QnaSchemas.QnaAnswerRequestSchema>>().toEqualTypeOf<Contract.QnaAnswerRequest>();
    expectTypeOf<Exact<z.output<typeof QrSchemas.QrCodeRequestSchema>>>().toEqualTypeOf<Exact<Contract.QrCodeRequest>>();
    expectTypeOf<z.output<typeof QrSchemas.QrCodeSchema>>().toEqualTypeOf<Contract.QrCode>();
    expectTypeOf<Exact<z.output<typeof QrSchemas.QrScanRequestSchema>>>().toEqualTypeOf<Exact<Contract.QrScanRequest>>();
    expectTypeOf<z.output<typeof QrSchemas.ScannerKeysSchema>>().toEqualTypeOf<Contract.ScannerKeys>();
    expectTypeOf<z.output<typeof QrSchemas.DeviceKeyRequestSchema>>().toEqualTypeOf<Contract.DeviceKeyRequest>();
    expectTypeOf<z.output<typeof QrSchemas.DeviceKeyAnswerSchema>>().toEqualTypeOf<Contract.DeviceKeyAnswer>();
    expectTypeOf<z.output<typeof QrSchemas.QrScannedEventSchema>>().toEqualTypeOf<Contract.QrScannedEvent>();
    expectTypeOf<z.output<typeof QrSchemas.QrScanAnswerSchema>>().toEqualTypeOf<Contract.QrScanAnswer>();
    expectTypeOf<z.output<typeof QrSchemas.QrEventItemSchema>>().toEqualTypeOf<Contract.QrEventItem>();
    expectTypeOf<z.output<typeof QrSchemas.QrEventListSchema>>().toEqualTypeOf<Contract.QrEventList>();
    expectTypeOf<z.output<typeof QrSchemas.QrNextEventSchema>>().toEqualTypeOf<Contract.QrNextEvent>();
    expectTypeOf<z.output<typeof CertificateSchemas.ContractSummarySchema>>().toEqualTypeOf<Contract.ContractSummary>();
    expectTypeOf<z.output<typeof CertificateSchemas.ContractYearSchema>>().toEqualTypeOf<Contract.ContractYear>();
    expectTypeOf<z.output<typeof CertificateSchemas.PayDocumentYearSchema>>().toEqualTypeOf<Contract.PayDocumentYear>();
    expectTypeOf<z.output<typeof CertificateSchemas.ContractSignRequestSchema>>().toEqualTypeOf<Contract.ContractSignRequest>();
  });

  it('accepts what the contract describes', () => {
    const record: Contract.WorkDayRecord = { date: '20261120', workStartTime: '2026-11-20T07:58:00+09:00', workEndTime: Contract.NO_TIME, workingTime: 0 };
    expect(WorkSchemas.WorkDayRecordSchema.parse(record)).toEqual(record);
    const error: Contract.ApiErrorBody = { code: 'TOO_MANY_ATTEMPTS', message: 'wait', retryAfter: 60 };
    expect(Schemas.ErrorSchema.parse(error)).toEqual(error);
  });

  it('checks Q&A writes with the shared rules, normalising title and content', () => {
    const parsed = QnaSchemas.QnaWriteRequestSchema.parse({ category: 'pay', title: '  제목 ', content: '첫 줄\n  둘째 줄 \n' });
    expect(parsed).toEqual({ category: 'pay', title: '제목', content: '첫 줄\n  둘째 줄' });
    const rules = (input: unknown) => QnaSchemas.QnaWriteRequestSchema.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(rules({ category: 'food', title: 'x'.repeat(101), content: ' ' })).toEqual(['categoryRequired', 'tooLong', 'required']);
  });

  it('validates phone numbers with the shared rule', () => {
    expect(AuthSchemas.LoginRequestSchema.safeParse({ phone: '010-2345-6789', password: 'x' }).success).toBe(true);
    expect(AuthSchemas.LoginRequestSchema.safeParse({ phone: '+82 10 2345 6789', password: 'x' }).success).toBe(false);
    expect(AuthSchemas.LoginRequestSchema.safeParse({ phone: '02-123-4567', password: 'x' }).success).toBe(false);
  });
});
