/**
 * The identity provider's trip for screen tests (src/domain/identity/provider-trip.ts): the popup a
 * click opens is a stand-in, the provider form is not really submitted, and the test says how the
 * trip ends, as the return page (/niceSuccess) would post it, or by closing the window.
 *
 *   const trip = providerTrip();
 *   fireEvent.click(screen.getByRole('button', { name: 'Verify with my phone' }));
 *   await trip.submitted;                 // the provider form went into the popup
 *   await act(async () => trip.returnWith('r'.repeat(43)));
 *
 * The provider itself (what the person types there) is the server's sandbox: e2e, or server tests.
 */
import { afterEach, vi } from 'vitest';
import type { ProviderStart, VerificationFlow } from '#contract/api-identity.ts';

/** A flow as POST identity/flows (or account/phone/verification) answers it. */
export const FLOW: VerificationFlow = { flowId: 'flow-1', flowSecret: 'flow-secret-1', expiresAt: '2026-11-18T01:30:00.000Z' };
/** The provider form as POST identity/provider answers it (the server's own sandbox page). */
export const PROVIDER_START: ProviderStart = { action: '/sandbox/nice', method: 'POST', fields: { request: 'sealed' } };
/** A reference as the provider returns it. */
export const TRIP_REF = 'r'.repeat(43);

interface SubmittedForm {
  action: string;
  method: string;
  target: string;
  fields: Record<string, string>;
}

let restore: (() => void)[] = [];

/** Installs the stand-in popup for this test; each click that opens one gets a fresh window. */
export function providerTrip() {
  const forms: SubmittedForm[] = [];
  let popup = { closed: false, close: () => undefined } as { closed: boolean; close: () => void };
  let heard: () => void = () => undefined;
  let submitted = new Promise<void>((resolve) => {
    heard = resolve;
  });
  const open = vi.spyOn(window, 'open').mockImplementation(() => {
    popup = { closed: false, close: vi.fn(() => (popup.closed = true)) };
    return popup as unknown as Window;
  });
  const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    const fields = Object.fromEntries([...this.querySelectorAll('input')].map((input) => [input.name, input.value]));
    forms.push({ action: this.action, method: this.method.toUpperCase(), target: this.target, fields });
    heard();
  });
  restore.push(() => {
    open.mockRestore();
    submit.mockRestore();
  });
  return {
    /** The provider forms submitted so far. */
    forms,
    /** How many popups were opened. */
    opened: () => open.mock.calls.length,
    /** Whether the latest popup was closed (by the app: a trip that could not start). */
    popupClosed: () => popup.closed,
    /** Resolves once the next provider form has been submitted into the popup. */
    get submitted() {
      return submitted;
    },
    /** The return page of the popup posts the reference (or an empty one: not valid). */
    returnWith(ref: string) {
      const source = popup as unknown as Window;
      submitted = new Promise<void>((resolve) => {
        heard = resolve;
      });
      window.dispatchEvent(new MessageEvent('message', { origin: location.origin, source, data: { type: 'wfm-identity-return', ref, error: '' } }));
    },
  };
}

afterEach(() => {
  for (const undo of restore) undo();
  restore = [];
  // A trip that left the window keeps its state in the tab's storage: none goes to the next test.
  sessionStorage.clear();
});
