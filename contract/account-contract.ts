/**
 * The account part of the WFM API contract (issue 3): identity verification through a provider
 * (NICE-style real-name and phone verification, KB-style bank certificate), registration, account
 * recovery, password and phone changes, cancellation, the account summary, policies and the
 * project choice. Types and constants only, shared by the PWA and the server like api-contract.ts.
 */
import type { Gender, Nationality } from './identity-rules.ts';
import type { UserSession } from './api-contract.ts';

export type { Gender, Nationality };

/** What a verification flow is for. */
export const VERIFICATION_PURPOSES = ['join', 'recovery', 'changePhone'] as const;
export type VerificationPurpose = (typeof VERIFICATION_PURPOSES)[number];

/** The provider's services: NICE real-name check (name + registration number), NICE phone verification. */
export const IDENTITY_SERVICES = ['realName', 'phone'] as const;
export type IdentityService = (typeof IDENTITY_SERVICES)[number];

export type AppLanguage = 'ko' | 'en';

/** Step 1 of /join: who the person says they are. */
export interface JoinClaim {
  language: AppLanguage;
  name: string;
  /** 13 digits, a hyphen after the 6th allowed. */
  rrn: string;
  nationality: Nationality;
  /** yyyy-mm-dd */
  birthDate: string;
}

/** The user check of /forgotPassword: the name and birth date the account was registered with. */
export interface RecoveryClaim {
  name: string;
  /** yyyy-mm-dd */
  birthDate: string;
}

/**
 * POST /identity/flows: starts a verification flow. `join` takes a JoinClaim, `recovery` a
 * RecoveryClaim, `changePhone` nothing (it needs the worker's bearer token).
 */
export interface VerificationFlowRequest {
  purpose: VerificationPurpose;
  join?: JoinClaim;
  recovery?: RecoveryClaim;
}

/** The flow's id and the secret only this browser tab holds; every later call of the flow sends both. */
export interface VerificationFlow {
  flowId: string;
  flowSecret: string;
  /** ISO 8601: the flow ends then (30 minutes). */
  expiresAt: string;
}

export interface FlowCredentials {
  flowId: string;
  flowSecret: string;
}

/**
 * What the browser submits to the provider: a form of hidden fields posted to `action` (in a popup,
 * or in the same window in an installed app). The provider comes back to /niceSuccess or /kbCertLogin
 * with `?ref=…`, a one-time reference the server redeems.
 */
export interface ProviderStart {
  action: string;
  method: 'POST' | 'GET';
  fields: Record<string, string>;
}

/** POST /identity/flows/{id}/provider */
export interface ProviderStartRequest extends FlowCredentials {
  service: IdentityService;
}

/** POST /identity/flows/{id}/redeem: the `ref` the provider returned with. */
export interface RedeemRequest extends FlowCredentials {
  ref: string;
}

/** A redeemed verification: which step passed, and what the person may see of the verified data. */
export interface VerificationOutcome {
  service: IdentityService;
  /** The verified name (phone step). */
  name?: string;
  /** The verified mobile number, 010-1234-5678 (phone step). */
  phone?: string;
  /** recovery and changePhone: the account's registered number, masked (010-****-5678). */
  accountPhone?: string;
}

/** POST /join */
export interface JoinRequest extends FlowCredentials {
  password: string;
  /** Ids of the policies the person agreed to (every required one must be among them). */
  agreements: string[];
}

export interface JoinAnswer {
  /** The number to log in with, 010-1234-5678. */
  phone: string;
}

/** POST /account/recovery/password: a temporary password goes to the account's phone by SMS. */
export interface PasswordReissueAnswer {
  /** Masked: 010-****-5678. */
  sentTo: string;
}

/** POST /account/recovery/phone and POST /account/phone: the verified number becomes the login. */
export interface PhoneChangeAnswer {
  /** 010-1234-5678 */
  phone: string;
}

/** POST /account/password */
export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}

/** POST /account/cancel */
export interface CancelAccountRequest {
  password: string;
  /** The precaution checkbox (spec §5). */
  confirmPrecautions: boolean;
}

/** GET /account: the worker's own account, personal numbers masked. */
export interface AccountSummary {
  name: string;
  /** 010-1234-5678 */
  phone: string;
  /** yyyy-mm-dd */
  birthDate: string;
  /** 900101-1****** or null when none is on file. */
  rrnMasked: string | null;
  nationality: Nationality | null;
  language: AppLanguage;
  /** ISO 8601 */
  joinedAt: string;
}

/** PUT /account/language */
export interface LanguageRequest {
  language: AppLanguage;
}

/** Policy kinds: the privacy policy, the terms of use, and the optional SMS notices consent. */
export const POLICY_KINDS = ['privacy', 'terms', 'notices'] as const;
export type PolicyKind = (typeof POLICY_KINDS)[number];

export interface PolicySummary {
  id: string;
  kind: PolicyKind;
  version: number;
  /** yyyy-mm-dd */
  effectiveFrom: string;
  title: string;
  /** Registration requires agreeing to it. */
  required: boolean;
  /** The version in force today. */
  current: boolean;
}

export interface Policy extends PolicySummary {
  /** Plain text; paragraphs separated by blank lines. */
  body: string;
}

/** GET /policies?kind= : every version, newest first. GET /policies/agreements: the current ones a sign-up agrees to. */
export interface PolicyList {
  items: PolicySummary[];
}

/** GET /users/projects: the projects of the worker's contracts, with the home one marked. */
export interface WorkerProject {
  customerCode: string;
  customerName: string;
  corporationName: string;
  projectCode: string;
  projectName: string;
  projectAddress: string;
  home: boolean;
}

export interface WorkerProjectList {
  items: WorkerProject[];
}

/** PUT /users/homeProject */
export interface HomeProjectRequest {
  projectCode: string;
}

/** POST /auth/kb/requests: a bank-certificate login starts (anonymous). */
export interface BankCertStart {
  requestId: string;
  requestSecret: string;
  start: ProviderStart;
}

/** POST /auth/kb/login */
export interface BankCertLoginRequest {
  requestId: string;
  requestSecret: string;
  ref: string;
}

export type BankCertLoginAnswer = UserSession;
