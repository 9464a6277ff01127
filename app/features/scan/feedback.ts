/**
 * The confirmation of a counted scan a nurse notices with a box in her hand: a short beep and a
 * vibration where the phone has them. The beep is made by Web Audio: no sound file to load.
 */
let audio: AudioContext | null = null

export function confirmScan(): void {
  navigator.vibrate?.(60)
  try {
    audio ??= new AudioContext()
    // A context made outside a tap starts suspended (iOS): the scanner's own tap has come before.
    void audio.resume()
    const tone = audio.createOscillator()
    const gain = audio.createGain()
    tone.frequency.value = 1760
    gain.gain.value = 0.08
    tone.connect(gain).connect(audio.destination)
    tone.start()
    tone.stop(audio.currentTime + 0.08)
  } catch {
    // No audio (or not yet allowed): the vibration and the visible count remain.
  }
}
