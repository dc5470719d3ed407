/**
 * What an admin at a noisy gate hears and feels after a scan: a short high beep and one buzz when a
 * code is accepted, two short beeps when it is saved to send later, a low double beep and a longer
 * buzz when it is refused. Web Audio needs a user
 * gesture on some phones; where sound or vibration is unavailable the screen's message still says it.
 */
import { buzz } from '@/platform/pwa/buzz';

let audio: AudioContext | null = null;

function context(): AudioContext | null {
  if (typeof AudioContext === 'undefined') return null;
  audio ??= new AudioContext();
  if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
  return audio;
}

/** Call from a tap (camera on, retry) so later beeps may play. */
export function unlockSound(): void {
  context();
}

function tone(frequency: number, startOffset: number, seconds: number): void {
  const ctx = context();
  if (!ctx || ctx.state !== 'running') return;
  const oscillator = ctx.createOscillator();
  const gain = ctx.createGain();
  oscillator.frequency.value = frequency;
  gain.gain.value = 0.2;
  oscillator.connect(gain).connect(ctx.destination);
  const start = ctx.currentTime + startOffset;
  oscillator.start(start);
  oscillator.stop(start + seconds);
}

export function signalAccepted(): void {
  tone(1320, 0, 0.12);
  buzz(120);
}

/** Saved on the phone, to be sent later: two quick mid beeps. */
export function signalSaved(): void {
  tone(880, 0, 0.08);
  tone(880, 0.14, 0.08);
  buzz([80, 60, 80]);
}

export function signalRefused(): void {
  tone(330, 0, 0.15);
  tone(330, 0.22, 0.15);
  buzz([200, 100, 200]);
}
