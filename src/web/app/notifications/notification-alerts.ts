import type { NotificationItem } from './notification-list.ts';

/** Spec 1 §9: sound at volume 0.3; a desktop notice closes after 5 s. */
export const NOTIFICATION_VOLUME = 0.3;
export const DESKTOP_NOTICE_MS = 5_000;

type AudioContextClass = typeof AudioContext;

let audio: AudioContext | null = null;

/** A short two-note chiptune blip, made on the spot: no audio file to download. */
export function playBlip(): void {
  const Context: AudioContextClass | undefined =
    window.AudioContext ?? (window as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  if (!Context) return;
  try {
    audio ??= new Context();
    // Browsers start audio suspended until the page has had a click; then this stays silent.
    if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
    const start = audio.currentTime;
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'square';
    oscillator.frequency.setValueAtTime(880, start);
    oscillator.frequency.setValueAtTime(1320, start + 0.07);
    gain.gain.setValueAtTime(NOTIFICATION_VOLUME, start);
    gain.gain.exponentialRampToValueAtTime(0.001, start + 0.18);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start);
    oscillator.stop(start + 0.2);
  } catch {
    // no sound is better than a broken notification
  }
}

/** A desktop notice when the browser allows it; a click brings the tab forward and opens the post. */
export function showDesktopNotice(item: NotificationItem, onClick: () => void): void {
  if (!('Notification' in window) || Notification.permission !== 'granted') return;
  try {
    const notice = new Notification(item.title, { body: item.message, tag: item.id });
    notice.onclick = () => {
      window.focus();
      onClick();
      notice.close();
    };
    setTimeout(() => notice.close(), DESKTOP_NOTICE_MS);
  } catch {
    // some mobile browsers only allow notices from a service worker
  }
}
