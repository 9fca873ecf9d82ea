#!/usr/bin/env node
// Makes Selah's four ambient loops from scratch, so their licence is ours: synthesized PCM, written as
// WAV, then encoded to MP3 with Debian's `lame` (apt-get install lame). Run it only to change a sound:
//   node web/scripts/make-audio.mjs
// Every modulation completes a whole number of cycles in the loop, and the noise is crossfaded over the
// seam, so each file loops without a click. Seeded randomness keeps the output reproducible.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const RATE = 22050;
const SECONDS = 60;
const N = RATE * SECONDS;
const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'audio');

function random(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** White noise whose last second is crossfaded into its first, so the loop has no seam. */
function loopedNoise(seed) {
  const rnd = random(seed);
  const fade = RATE;
  const raw = new Float32Array(N + fade);
  for (let i = 0; i < raw.length; i++) raw[i] = rnd() * 2 - 1;
  const out = new Float32Array(N);
  for (let i = 0; i < N; i++) out[i] = raw[i];
  for (let i = 0; i < fade; i++) {
    const w = i / fade;
    out[i] = raw[N + i] * (1 - w) + raw[i] * w;
  }
  return out;
}

/** One-pole low-pass run twice around the loop so the filter state at the seam matches. */
function lowpass(input, cutoff) {
  const a = Math.exp((-2 * Math.PI * cutoff) / RATE);
  const out = new Float32Array(input.length);
  let y = 0;
  for (let pass = 0; pass < 2; pass++) {
    for (let i = 0; i < input.length; i++) {
      y = (1 - a) * input[i] + a * y;
      out[i] = y;
    }
  }
  return out;
}

const cycle = (i, cycles) => Math.sin((2 * Math.PI * cycles * i) / N);

function rain() {
  const hiss = lowpass(loopedNoise(1), 2500);
  const body = lowpass(loopedNoise(2), 500);
  const rnd = random(3);
  const out = new Float32Array(N);
  for (let i = 0; i < N; i++) out[i] = hiss[i] * 1.4 + body[i] * 2.2 * (0.8 + 0.2 * cycle(i, 3));
  // Soft droplets: short decaying pings at random places, wrapped around the loop end.
  for (let d = 0; d < 900; d++) {
    const start = Math.floor(rnd() * N);
    const freq = 1800 + rnd() * 2600;
    const gain = 0.02 + rnd() * 0.05;
    for (let k = 0; k < 900; k++) {
      const i = (start + k) % N;
      out[i] += gain * Math.exp(-k / 120) * Math.sin((2 * Math.PI * freq * k) / RATE);
    }
  }
  return out;
}

function ocean() {
  const surf = lowpass(loopedNoise(4), 700);
  const foam = lowpass(loopedNoise(5), 3000);
  const out = new Float32Array(N);
  for (let i = 0; i < N; i++) {
    // Six waves a minute, each swelling and drawing back.
    const swell = Math.pow(0.5 + 0.5 * cycle(i, 6), 2);
    const drawBack = Math.pow(0.5 + 0.5 * cycle(i + N / 24, 6), 3);
    out[i] = surf[i] * (0.6 + 3.2 * swell) + foam[i] * 0.9 * drawBack;
  }
  return out;
}

function singingBowl() {
  // Inharmonic partials of a bowl near 196 Hz; each frequency is a whole number of cycles per loop.
  const partials = [
    [196, 1],
    [196.5, 0.5],
    [538, 0.35],
    [539.2, 0.2],
    [1003, 0.12],
    [1582, 0.05],
  ];
  const out = new Float32Array(N);
  for (let i = 0; i < N; i++) {
    let v = 0;
    for (const [hz, amp] of partials)
      v += amp * Math.sin((2 * Math.PI * Math.round(hz * SECONDS) * i) / N);
    out[i] = v * (0.55 + 0.25 * cycle(i, 4) + 0.1 * cycle(i, 1));
  }
  return out;
}

function wind() {
  const low = lowpass(loopedNoise(6), 350);
  const mid = lowpass(loopedNoise(7), 1200);
  const out = new Float32Array(N);
  for (let i = 0; i < N; i++) {
    const gust = 0.5 + 0.3 * cycle(i, 3) + 0.2 * cycle(i, 7);
    out[i] = low[i] * 3 * gust + mid[i] * 1.2 * (1 - 0.6 * gust);
  }
  return out;
}

function normalise(samples, peak = 0.6) {
  let max = 0;
  for (const s of samples) max = Math.max(max, Math.abs(s));
  const gain = max > 0 ? peak / max : 1;
  return samples.map((s) => s * gain);
}

function wav(samples) {
  const buffer = Buffer.alloc(44 + samples.length * 2);
  buffer.write('RIFF', 0);
  buffer.writeUInt32LE(36 + samples.length * 2, 4);
  buffer.write('WAVEfmt ', 8);
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(RATE, 24);
  buffer.writeUInt32LE(RATE * 2, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write('data', 36);
  buffer.writeUInt32LE(samples.length * 2, 40);
  samples.forEach((s, i) =>
    buffer.writeInt16LE(Math.round(Math.max(-1, Math.min(1, s)) * 32767), 44 + i * 2),
  );
  return buffer;
}

const tracks = { rain, ocean, 'singing-bowl': singingBowl, wind };
const work = mkdtempSync(join(tmpdir(), 'selah-audio-'));
try {
  for (const [name, make] of Object.entries(tracks)) {
    const wavPath = join(work, `${name}.wav`);
    writeFileSync(wavPath, wav(normalise(make())));
    execFileSync('lame', [
      '--quiet',
      '-m',
      'm',
      '-b',
      '48',
      '--resample',
      '22.05',
      wavPath,
      join(OUT, `${name}.mp3`),
    ]);
    console.log(`wrote ${name}.mp3`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
