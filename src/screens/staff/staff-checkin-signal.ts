import type { CheckinDecision } from '../../../machines/checkin.machine';

/**
 * The door's sound and touch: a short WebAudio beep made on the phone (no sound file to fetch,
 * so it works offline), high and single for 可入場, low and double for anything else, and a
 * vibration to match where the phone can.
 */
let audio: AudioContext | null = null;

/** Browsers start audio only from a tap: the first tap on the door (a scan, the camera) opens it. */
export function unlockSound(): void {
  try {
    audio ??= new AudioContext();
    if (audio.state === 'suspended') void audio.resume();
  } catch {
    // no WebAudio: the colour and the words still say it
  }
}

function beep(at: number, frequency: number, seconds: number) {
  if (!audio) return;
  const tone = audio.createOscillator();
  const volume = audio.createGain();
  tone.type = 'square';
  tone.frequency.value = frequency;
  // a quick fade in and out: no click
  volume.gain.setValueAtTime(0.0001, at);
  volume.gain.exponentialRampToValueAtTime(0.3, at + 0.01);
  volume.gain.exponentialRampToValueAtTime(0.0001, at + seconds);
  tone.connect(volume).connect(audio.destination);
  tone.start(at);
  tone.stop(at + seconds + 0.02);
}

export function signalDecision(decision: CheckinDecision): void {
  const ok = decision.answer.verdict === 'admitted';
  try {
    if (audio) {
      const now = audio.currentTime;
      if (ok) beep(now, 1_320, 0.12);
      else {
        beep(now, 330, 0.15);
        beep(now + 0.2, 330, 0.15);
      }
    }
  } catch {
    // a sound that fails must not stop the door
  }
  navigator.vibrate?.(ok ? 80 : [150, 80, 150]);
}
