// Synthesizes the kitchen inbox's two sounds and encodes them for the browser (Howler):
//   public/sounds/order-alert.{webm,mp3}       a soft three-note chime (~1.5 s), looped while
//                                              received orders wait;
//   public/sounds/connection-alarm.{webm,mp3}  a low falling two-tone, looped (with a pause) while
//                                              the screen has not heard from the server.
// Usage: node scripts/make-alert-sound.mjs   (needs ffmpeg with libopus and libmp3lame)
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SAMPLE_RATE = 44_100;
const OUT_DIR = join(import.meta.dirname, '..', 'public', 'sounds');

/**
 * A struck, bell-like note: a few partials, each starting with a soft attack and fading away
 * exponentially (the higher ones faster), like a vibraphone bar.
 */
function addNote(samples, { start, frequency, duration, gain, partials }) {
  const first = Math.floor(start * SAMPLE_RATE);
  const length = Math.floor(duration * SAMPLE_RATE);
  const attack = 0.012 * SAMPLE_RATE;
  for (let i = 0; i < length && first + i < samples.length; i++) {
    const t = i / SAMPLE_RATE;
    const rise = Math.min(1, i / attack);
    let value = 0;
    for (const partial of partials) {
      value +=
        partial.level * Math.exp(-t / partial.decay) * Math.sin(2 * Math.PI * frequency * partial.ratio * t);
    }
    samples[first + i] += gain * rise * value;
  }
}

const CHIME_PARTIALS = [
  { ratio: 1, level: 1, decay: 0.55 },
  { ratio: 2, level: 0.35, decay: 0.25 },
  { ratio: 3.01, level: 0.12, decay: 0.12 },
  { ratio: 4.2, level: 0.05, decay: 0.06 },
];

const ALARM_PARTIALS = [
  { ratio: 1, level: 1, decay: 0.4 },
  { ratio: 2, level: 0.5, decay: 0.3 },
  { ratio: 3, level: 0.3, decay: 0.2 },
];

function render(seconds, notes, partials) {
  const samples = new Float64Array(Math.floor(seconds * SAMPLE_RATE));
  for (const note of notes) addNote(samples, { ...note, partials });
  // A short fade at the very end so the loop never clicks.
  const fade = Math.floor(0.02 * SAMPLE_RATE);
  for (let i = 0; i < fade; i++) samples[samples.length - 1 - i] *= i / fade;
  const peak = samples.reduce((max, value) => Math.max(max, Math.abs(value)), 0);
  return samples.map((value) => (value / peak) * 0.8);
}

function wav(samples) {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((value, i) => {
    data.writeInt16LE(Math.round(value * 32_767), i * 2);
  });
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

function encode(name, samples, workDir) {
  const source = join(workDir, `${name}.wav`);
  writeFileSync(source, wav(samples));
  const ffmpeg = (args) =>
    execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-i', source, ...args]);
  ffmpeg(['-c:a', 'libopus', '-b:a', '64k', join(OUT_DIR, `${name}.webm`)]);
  ffmpeg(['-c:a', 'libmp3lame', '-b:a', '96k', join(OUT_DIR, `${name}.mp3`)]);
}

// E5, G#5, B5 rising, then the E6 above: a bright, friendly major arpeggio; ~0.5 s of quiet
// before the loop strikes again.
const chime = render(
  2,
  [
    { start: 0, frequency: 659.25, duration: 1.2, gain: 0.9 },
    { start: 0.16, frequency: 830.61, duration: 1.2, gain: 0.8 },
    { start: 0.32, frequency: 987.77, duration: 1.2, gain: 0.8 },
    { start: 0.48, frequency: 1318.51, duration: 1.0, gain: 0.45 },
  ],
  CHIME_PARTIALS,
);

// A4 falling to E4, twice: unlike the chime, it sounds like something is wrong; 2 s of quiet
// between calls so it nags without drowning the kitchen.
const alarm = render(
  3.4,
  [
    { start: 0, frequency: 440, duration: 0.35, gain: 1 },
    { start: 0.3, frequency: 329.63, duration: 0.5, gain: 1 },
    { start: 0.7, frequency: 440, duration: 0.35, gain: 1 },
    { start: 1, frequency: 329.63, duration: 0.5, gain: 1 },
  ],
  ALARM_PARTIALS,
);

mkdirSync(OUT_DIR, { recursive: true });
const workDir = mkdtempSync(join(tmpdir(), 'mostrador-sounds-'));
try {
  encode('order-alert', chime, workDir);
  encode('connection-alarm', alarm, workDir);
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
console.log(`Sounds written to ${OUT_DIR}`);
