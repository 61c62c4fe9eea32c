/*
 * The installed app's notifications, imported by the riders' and the chauffeurs' service workers (rider-sw/generate.ts,
 * driver-sw/generate.ts). A push from the push service (web push, signed with the installation's VAPID key) carries
 * { title, body, url, tag }; the page may also hand the worker a notice it heard on its live stream (the embedded
 * default, where no push service is used). A tap focuses an open page at that address, else opens it.
 */
const pageOf = (url) => {
  try {
    const u = new URL(url || "/", self.location.origin);
    return u.origin === self.location.origin ? u.href : self.location.origin + "/";
  } catch {
    return self.location.origin + "/";
  }
};

const show = (n) =>
  self.registration.showNotification(String(n.title || ""), {
    body: String(n.body || ""),
    tag: n.tag ? String(n.tag) : undefined,
    icon: "/favicon.svg",
    data: { url: pageOf(n.url) },
  });

self.addEventListener("push", (event) => {
  let notice = {};
  try {
    notice = event.data ? event.data.json() : {};
  } catch {
    notice = { title: event.data ? event.data.text() : "" };
  }
  event.waitUntil(show(notice));
});

self.addEventListener("message", (event) => {
  const d = event.data;
  if (d && d.type === "push-notice" && d.notice) event.waitUntil(show(d.notice));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = pageOf(event.notification.data && event.notification.data.url);
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((open) => {
      const same = open.find((c) => c.url === url);
      if (same) return same.focus();
      return self.clients.openWindow(url);
    }),
  );
});
