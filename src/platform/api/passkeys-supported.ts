/**
 * Whether this browser has WebAuthn at all (a webview or an old browser may not). Apart from
 * ./passkey-errors.ts, whose texts and error table the first screens do not carry: the login screens
 * ask this before they offer a passkey (decisions 063, 092).
 */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function' && typeof navigator.credentials?.get === 'function';
}
