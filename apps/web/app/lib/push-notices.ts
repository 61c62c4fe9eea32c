import { pushPaths } from "@chauffeur/contracts/push-paths";
import { apiRequest } from "./api-client";

/**
 * The installed app's notifications, asked for on a click only. Allowing them subscribes this device through the
 * browser's push service with the installation's VAPID key and stores the subscription for the signed-in rider or
 * chauffeur (signing out removes it on the server). Where the browser has no push service to reach (an offline
 * installation, a headless test browser) the permission still counts: the open app shows the notices its live stream
 * announces through the same service worker (public/push-sw.js), marked by this device's choice.
 */
const CHOSEN = "push-notices";

export type PushState = "unsupported" | "blocked" | "off" | "on";

/** The permission as the Permissions API tells it (Notification.permission lags behind it in some browsers). */
async function permission(): Promise<NotificationPermission> {
  try {
    const state = (await navigator.permissions.query({ name: "notifications" })).state;
    return state === "prompt" ? "default" : state;
  } catch {
    return Notification.permission;
  }
}

export async function pushState(): Promise<PushState> {
  if (typeof window === "undefined" || !("Notification" in window) || !("serviceWorker" in navigator))
    return "unsupported";
  const now = await permission();
  if (now === "denied") return "blocked";
  return now === "granted" && localStorage.getItem(CHOSEN) === "1" ? "on" : "off";
}

const base64urlBytes = (s: string) => {
  const b = atob(s.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (s.length % 4)) % 4));
  return Uint8Array.from(b, (c) => c.charCodeAt(0));
};

/** Within a few seconds: the worker this page registered (none in development builds). */
const readyWorker = () =>
  Promise.race([navigator.serviceWorker.ready, new Promise<undefined>((ok) => setTimeout(() => ok(undefined), 5000))]);

export async function allowPushNotices(): Promise<PushState> {
  if ((await pushState()) === "unsupported") return "unsupported";
  const asked = await Notification.requestPermission();
  const now = asked === "granted" ? asked : await permission();
  if (now !== "granted") return now === "denied" ? "blocked" : "off";
  localStorage.setItem(CHOSEN, "1");
  const reg = await readyWorker();
  if (!reg?.pushManager) return "on";
  try {
    const { publicKey } = await apiRequest<{ publicKey: string }>(pushPaths.key);
    const sub =
      (await reg.pushManager.getSubscription()) ??
      (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64urlBytes(publicKey) }));
    await apiRequest(pushPaths.subscriptions, { method: "POST", body: sub.toJSON() });
  } catch (e) {
    // no push service reachable: the open app's notices still show (see above)
    console.warn("push subscription unavailable; notifications show while the app is open", e);
  }
  return "on";
}

/** A notice the live stream announced, shown by the service worker when this device allowed notifications. */
export async function showPushNotice(notice: { title: string; body: string; url: string; tag: string }) {
  if ((await pushState()) !== "on") return;
  const reg = await readyWorker();
  // a browser that refuses to show notifications (headless test browsers) leaves the page as it is
  await reg
    ?.showNotification(notice.title, { body: notice.body, tag: notice.tag, data: { url: notice.url } })
    .catch((e: unknown) => console.warn("the notification could not be shown", e));
}
