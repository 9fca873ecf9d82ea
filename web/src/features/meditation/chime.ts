/**
 * The gentle bell at the end of a session, synthesized with the Web Audio API (no file to fetch,
 * so it rings offline too): a few sine partials of a small bowl, each with a soft attack and a long
 * exponential decay, the higher ones fading sooner, as a struck bell does.
 *
 * Browsers only let audio start after the member has interacted with the page, and the session
 * ends with nobody touching anything. So the context is made (or resumed) on Start, inside that
 * click, and the chime later plays on it.
 */

type AudioContextConstructor = typeof AudioContext;

/** Bowl-like partials: frequency ratio to the fundamental, loudness, and decay time in seconds. */
const PARTIALS = [
  { ratio: 1, gain: 0.34, decay: 6.5 },
  { ratio: 2.76, gain: 0.16, decay: 4.2 },
  { ratio: 5.4, gain: 0.07, decay: 2.6 },
  { ratio: 8.93, gain: 0.03, decay: 1.6 },
] as const;

const FUNDAMENTAL_HZ = 392; // G4: warm, not shrill
const ATTACK_SECONDS = 0.015;

let context: AudioContext | null = null;

function contextClass(): AudioContextConstructor | undefined {
  const scope = globalThis as {
    AudioContext?: AudioContextConstructor;
    webkitAudioContext?: AudioContextConstructor; // Safari before 14.1
  };
  return scope.AudioContext ?? scope.webkitAudioContext;
}

/** Call from the Start click: makes the audio context while the browser allows it. */
export function primeChime(): void {
  const Context = contextClass();
  if (!Context) return;
  try {
    context ??= new Context();
    if (context.state === 'suspended') void context.resume().catch(() => {});
  } catch {
    context = null; // no audio output available: the session simply ends silently
  }
}

/** Rings the bell once. Silent where Web Audio is missing or was never allowed to start. */
export function playChime(): void {
  if (!context) primeChime();
  const ctx = context;
  if (!ctx) return;
  if (ctx.state === 'suspended') void ctx.resume().catch(() => {});
  const start = ctx.currentTime + 0.05;
  const master = ctx.createGain();
  master.gain.value = 0.8;
  master.connect(ctx.destination);
  for (const { ratio, gain, decay } of PARTIALS) {
    const oscillator = ctx.createOscillator();
    oscillator.type = 'sine';
    oscillator.frequency.value = FUNDAMENTAL_HZ * ratio;
    const envelope = ctx.createGain();
    envelope.gain.setValueAtTime(0.0001, start);
    envelope.gain.exponentialRampToValueAtTime(gain, start + ATTACK_SECONDS);
    envelope.gain.exponentialRampToValueAtTime(0.0001, start + decay);
    oscillator.connect(envelope).connect(master);
    oscillator.start(start);
    oscillator.stop(start + decay + 0.1);
  }
}
