/**
 * One verification step of a flow, from the click to the redeemed outcome: open the popup inside
 * the click, fetch the provider form, send the browser there, wait for the reference and redeem it.
 * In an installed app the page leaves instead; the screen resumes with useResumedTrip and calls
 * redeemVerification itself.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { messageForError } from '@/platform/api/error-messages';
import type { FlowCredentials, VerificationOutcome } from '#contract/api-identity.ts';
import type { IdentityService } from '#contract/account-contract.ts';
import { getProviderStart, redeemVerification } from './api';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { closeTripWindow, openTripWindow, sendToProvider, useResumedTrip, type TripResult } from './provider-trip';

/** The trip ended without a result: the window was closed, or the return was not valid. */
class TripError extends Error {
  constructor(readonly reason: 'closed' | 'invalid') {
    super(`identity trip ended: ${reason}`);
    this.name = 'TripError';
  }
}

export function refOfTrip(result: TripResult): string {
  if ('error' in result) throw new TripError(result.error);
  return result.ref;
}

/**
 * Call straight from a click handler (the popup must open inside the gesture, before any await).
 * `flow` may be a promise still being made (a sign-up's flow starts with the same click). `state`
 * is what the screen needs to resume if the trip leaves this window.
 */
export async function verifyWithProvider<S>(options: {
  flow: FlowCredentials | Promise<FlowCredentials>;
  service: IdentityService;
  returnTo: string;
  state: (flow: FlowCredentials) => S;
}): Promise<{ flow: FlowCredentials; outcome: VerificationOutcome }> {
  const trip = openTripWindow();
  let flow: FlowCredentials;
  let start;
  try {
    flow = await options.flow;
    start = await getProviderStart(flow, options.service);
  } catch (error) {
    closeTripWindow(trip);
    throw error;
  }
  const result = await sendToProvider(trip, start, { returnTo: options.returnTo, state: options.state(flow) });
  return { flow, outcome: await redeemVerification(flow, refOfTrip(result)) };
}

/** What to tell the person when a verification step failed. */
export async function verificationErrorMessage(error: unknown): Promise<MessageDescriptor> {
  if (error instanceof TripError) {
    return error.reason === 'closed' ? msg`The verification window was closed before it finished. Try again.` : msg`Access is not possible. Please start again.`;
  }
  return (await messageForError(error)).message;
}

/**
 * Back from a verification trip that left the window (installed app): redeems its reference once,
 * on mount, and hands the outcome (or the error) to the screen. `busy` is true until then.
 */
export function useResumedVerification<S extends { flow: FlowCredentials }>(
  returnTo: string,
  handlers: { onOutcome: (state: S, outcome: VerificationOutcome) => void; onError: (error: unknown) => Promise<void> | void },
): { state: S | null; busy: boolean } {
  const resumed = useResumedTrip<S>(returnTo);
  const [busy, setBusy] = useState(resumed !== null);
  const latest = useRef(handlers);
  // A reference works once: redeemed once per trip, even when the effect runs twice (StrictMode).
  const redeemed = useRef<typeof resumed>(null);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!resumed || redeemed.current === resumed) return;
    redeemed.current = resumed;
    void (async () => {
      try {
        latest.current.onOutcome(resumed.state, await redeemVerification(resumed.state.flow, refOfTrip(resumed.result)));
      } catch (error) {
        await latest.current.onError(error);
      } finally {
        setBusy(false);
      }
    })();
  }, [resumed]);
  return { state: resumed?.state ?? null, busy };
}
