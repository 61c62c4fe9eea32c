import { useSyncExternalStore } from "react";
import { serviceLabel, type PaidBookingEvent } from "@chauffeur/contracts";
import { formatDateTime, rupees } from "~/lib/format";

/**
 * What the console does when a paid booking enters the queue (README "Operations console"): a short chime made with
 * the Web Audio API and, when the operator allowed it from the visible button (never asked on load), a browser
 * notification. Each can be turned off; the choices are kept in this browser.
 */

type Setting = "sound" | "notify";
const KEY: Record<Setting, string> = { sound: "ops.paidAlerts.sound", notify: "ops.paidAlerts.notify" };
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

function read(setting: Setting): boolean {
  try {
    return window.localStorage.getItem(KEY[setting]) !== "off";
  } catch {
    return true;
  }
}

export function setAlertSetting(setting: Setting, on: boolean) {
  try {
    window.localStorage.setItem(KEY[setting], on ? "on" : "off");
  } catch {
    /* private mode: the choice lasts for this page only */
  }
  emit();
}

function subscribe(l: () => void) {
  listeners.add(l);
  window.addEventListener("storage", l); // another console tab changed it
  return () => {
    listeners.delete(l);
    window.removeEventListener("storage", l);
  };
}

/** Whether the chime (sound) or the browser notification (notify) is on; on unless turned off. */
export const useAlertSetting = (setting: Setting) =>
  useSyncExternalStore(
    subscribe,
    () => read(setting),
    () => true,
  );

// ---------- browser notifications ----------
export type NotificationState = NotificationPermission | "unsupported";
export const notificationState = (): NotificationState =>
  typeof window !== "undefined" && "Notification" in window ? Notification.permission : "unsupported";

/** The permission prompt, from the operator's press of the visible button only. */
export async function askNotificationPermission(): Promise<NotificationState> {
  if (notificationState() === "unsupported") return "unsupported";
  const answer = await Notification.requestPermission();
  emit();
  return answer;
}
export const useNotificationState = () => useSyncExternalStore(subscribe, notificationState, () => "unsupported");

// ---------- the chime ----------
let audio: AudioContext | null = null;
function audioContext(): AudioContext | null {
  if (typeof window === "undefined" || !("AudioContext" in window)) return null;
  audio ??= new AudioContext();
  // a browser starts audio only after the page was used once: the console resumes it on the operator's first press
  if (audio.state === "suspended") void audio.resume().catch(() => undefined);
  return audio;
}

/** Called on the operator's first press anywhere in the console, so a later chime may play unattended. */
export function unlockAudio() {
  audioContext();
}

/** Two short rising notes (about half a second), quiet enough for an office. */
export function playChime() {
  const ctx = audioContext();
  if (!ctx) return;
  const t0 = ctx.currentTime + 0.02;
  [880, 1318.5].forEach((hz, i) => {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = "sine";
    osc.frequency.value = hz;
    const start = t0 + i * 0.18;
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.25, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.3);
    osc.connect(gain).connect(ctx.destination);
    osc.start(start);
    osc.stop(start + 0.32);
  });
}

// ---------- a paid booking ----------
const announced = new Set<string>();

/** "Outstation Trip · 12 Mar 2026, 10:00 am IST · ₹3,444": the notification's line. */
export const paidBookingLine = (e: PaidBookingEvent) =>
  `${serviceLabel(e.service)} · ${formatDateTime(e.startTime)} IST · ${rupees(e.amountPaise)}`;

/** Rings and notifies once per booking in this page, as the operator's settings say. */
export function announcePaidBooking(e: PaidBookingEvent, open: (bookingId: string) => void) {
  if (announced.has(e.bookingId)) return;
  announced.add(e.bookingId);
  if (read("sound")) playChime();
  if (read("notify") && notificationState() === "granted") {
    try {
      const n = new Notification(`Paid booking ${e.reference}`, {
        body: `${paidBookingLine(e)}. Confirm within 15 minutes.`,
        tag: `paid-${e.bookingId}`, // one notification per booking across the console's tabs
      });
      n.onclick = () => {
        window.focus();
        open(e.bookingId);
        n.close();
      };
    } catch {
      /* a browser that shows notifications only from a service worker: the chime and the queue still tell */
    }
  }
}
