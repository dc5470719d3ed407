/**
 * Web Push notifications (decision 065): GET /push/config, PUT and DELETE /push/subscription, for
 * workers and admins alike. Kept apart from the other modules: only the menus (loaded on demand)
 * import it, so the first screens do not carry it.
 */
import * as v from 'valibot';
import { ruleCheck } from './api-common.ts';
import { isLanguage, LANGUAGE_CODES } from './languages.ts';

/** A push service's endpoint URL: Chrome's and Firefox's are well under 500 characters. */
const PUSH_ENDPOINT_MAX = 1024;
/** The subscription's P-256 public key (65 bytes: 87 base64url characters) and auth secret (16 bytes: 22). */
const P256DH_MAX = 200;
const AUTH_MAX = 100;

/** A loopback address: the local push service of the tests (the server accepts it outside production only). */
function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

/**
 * Where a push service takes messages: an https URL (or, for tests, http on a loopback address), at
 * most PUSH_ENDPOINT_MAX characters, without credentials.
 */
function checkPushEndpoint(value: string): 'required' | 'tooLong' | 'invalid' | null {
  if (value === '') return 'required';
  if (value.length > PUSH_ENDPOINT_MAX) return 'tooLong';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'invalid';
  }
  if (url.username !== '' || url.password !== '') return 'invalid';
  if (url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname))) return null;
  return 'invalid';
}

/* @__NO_SIDE_EFFECTS__ */
const base64url = (maxLength: number, description: string) =>
  v.pipe(v.string(), v.minLength(1), v.maxLength(maxLength), v.regex(/^[A-Za-z0-9_-]+=*$/), v.description(description));

/* @__NO_SIDE_EFFECTS__ */
const endpoint = () =>
  v.pipe(
    v.string(),
    v.maxLength(PUSH_ENDPOINT_MAX * 2),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const code = checkPushEndpoint(dataset.value);
      if (code) addIssue({ message: code });
    }),
    v.metadata({ maxLength: PUSH_ENDPOINT_MAX, format: 'uri' }),
    v.description(`The push service's URL from PushSubscription.endpoint: https, at most ${String(PUSH_ENDPOINT_MAX)} characters.`),
  );

/** GET /push/config: whether this server sends notifications, and the key a browser subscribes with. */
export const PushConfigSchema = v.object({
  available: v.pipe(v.boolean(), v.description('False: notifications are off on this server (production without VAPID keys).')),
  publicKey: v.pipe(v.nullable(v.string()), v.description('The VAPID public key (base64url) for PushManager.subscribe({ applicationServerKey }); null when not available.')),
});
export type PushConfig = v.InferOutput<typeof PushConfigSchema>;

/** PUT /push/subscription: the browser's PushSubscription (toJSON()) and the language of the texts. */
export const PushSubscriptionRequestSchema = v.object({
  endpoint: endpoint(),
  keys: v.object({
    p256dh: base64url(P256DH_MAX, "The subscription's P-256 public key."),
    auth: base64url(AUTH_MAX, "The subscription's auth secret."),
  }),
  language: v.pipe(
    v.string(),
    v.maxLength(16),
    ruleCheck((value: string) => isLanguage(value), 'invalid'),
    // Never fails after the rule passed; gives the output its type.
    v.picklist(LANGUAGE_CODES),
    v.description('The language the notifications are written in (the app language): one of the app languages.'),
  ),
});
export type PushSubscriptionRequest = v.InferOutput<typeof PushSubscriptionRequestSchema>;

/** DELETE /push/subscription: which device stops. */
export const PushUnsubscribeRequestSchema = v.object({ endpoint: endpoint() });
