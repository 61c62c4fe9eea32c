/**
 * The prerendered pages' loader (docs/decisions/004, 015): browser code that the build inlines, minified, at the
 * top of <head> of each prerendered page (transform.ts). The page is complete without JavaScript; React Router's boot
 * module is kept in the page as an inert script (`type="text/x-hydrate-on-intent"`) and started by this loader at
 * idle after the load event (on a page marked `data-hydrate-early`: its code fetched right after the first paint and
 * started at the next idle moment), or earlier on the visitor's first sign of intent (pointer, touch, key, focus,
 * wheel, scroll), or at once for a visitor with the signed-in hint cookie.
 *
 * Until React has hydrated (root.tsx dispatches `app:hydrated` from its effect):
 * - a pressed button shows it at once (`data-hydration-pressed`), a held click or submission is marked busy
 *   (`data-hydration-pending`, `aria-busy`; styled in app.css) until React answers it;
 * - a click on a button is held back (no native form submission) and replayed with `.click()` after hydration,
 *   except on a <details> summary, which opens its disclosure natively (its aria-expanded kept here, Escape closes it);
 * - a form submission is held back and replayed with `requestSubmit()`;
 * - links, labels and form fields keep their native behaviour; the values typed or chosen are remembered and handed
 *   to React after hydration as change events, so they reach component state (react-hook-form resets the fields it
 *   registers to their default values while hydrating).
 *
 * Self-contained on purpose: it is serialised with Function.prototype.toString, so it may refer to nothing outside
 * itself. The server allows it, and the boot module it re-inserts (same text), by the sha256 of the inline scripts
 * found in the built HTML (docs/decisions/003).
 */
// One function on purpose (serialised with toString, see above), so it is longer than the 80-line rule allows.
// eslint-disable-next-line max-lines-per-function
export function hydrateOnIntent(): void {
  const d = document;
  const w = window;
  const INTENT = ["pointerdown", "touchstart", "keydown", "focusin", "mousemove", "pointermove", "wheel", "scroll"];
  const listen = { capture: true, passive: true };
  let booted = false;
  let hydrated = false;
  let pending: { el: HTMLElement; form?: HTMLFormElement; submitter?: HTMLElement | null } | null = null;
  const touched = new Map<HTMLInputElement, string | boolean>();

  let fetched = false;
  const inertBoot = () => d.querySelector<HTMLScriptElement>('script[type="text/x-hydrate-on-intent"]');
  /** Starts downloading the page's code (module preloads: fetched and parsed, not run). */
  const fetchCode = () => {
    const inert = inertBoot();
    if (fetched || !inert) return;
    fetched = true;
    // one insertion for all the preloads (one appendChild each cost ~3 ms on a slowed phone)
    const preloads = d.createDocumentFragment();
    for (const href of (inert.dataset.modulepreload ?? "").split(" ")) {
      if (!href) continue;
      const link = d.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      preloads.appendChild(link);
    }
    d.head.appendChild(preloads);
  };
  const boot = () => {
    if (booted) return;
    if (d.readyState === "loading") {
      d.addEventListener("DOMContentLoaded", boot);
      return;
    }
    booted = true;
    for (const t of INTENT) w.removeEventListener(t, boot, listen);
    const inert = inertBoot();
    if (!inert) return;
    fetchCode();
    const script = d.createElement("script");
    script.type = "module";
    script.textContent = inert.textContent;
    d.head.appendChild(script);
  };

  /** Hands a value set before hydration to React: its value tracker must see a change for onChange to fire. */
  const handOver = (el: HTMLInputElement, value: string | boolean) => {
    const proto = Object.getPrototypeOf(el);
    if (typeof value === "boolean") {
      el.checked = !value; // React's tracker (an own property of the element) records the opposite…
      Object.getOwnPropertyDescriptor(proto, "checked")?.set?.call(el, value); // …and the element gets the value
      el.dispatchEvent(new Event("click", { bubbles: true })); // a plain Event: no activation, no toggle
    } else if (el.tagName === "SELECT") {
      el.value = value;
      el.dispatchEvent(new Event("change", { bubbles: true }));
    } else {
      el.value = value + " ";
      Object.getOwnPropertyDescriptor(proto, "value")?.set?.call(el, value);
      el.dispatchEvent(new Event("input", { bubbles: true }));
    }
  };

  for (const t of INTENT) w.addEventListener(t, boot, listen);
  if (/(?:^|;\s*)signed_in=/.test(d.cookie)) boot();
  // at idle after the load event (the first paint and the LCP are done by then), so a later first tap finds React
  const idle = () =>
    "requestIdleCallback" in w ? w.requestIdleCallback(boot, { timeout: 1500 }) : setTimeout(boot, 200);
  if (d.readyState === "complete") idle();
  else w.addEventListener("load", idle, { once: true });
  // a page whose form is its point (`data-hydrate-early`: the booking forms) fetches its code as soon as it has
  // painted and runs it at the next idle moment, without waiting for the load event (images, the fonts): a tap 3 s
  // after load must find React
  const early = () => {
    if (!d.querySelector("[data-hydrate-early]")) return;
    requestAnimationFrame(() =>
      setTimeout(() => {
        fetchCode();
        idle();
      }, 0),
    );
  };
  if (d.readyState === "loading") d.addEventListener("DOMContentLoaded", early, { once: true });
  else early();

  /** Visible feedback for a press React will answer after hydration: pressed at once, busy while held. */
  const mark = (el: Element | null | undefined, attr: string) => {
    if (!hydrated && el) el.setAttribute(attr, "");
  };
  const unmark = (attr: string) => {
    for (const el of d.querySelectorAll(`[${attr}]`)) el.removeAttribute(attr);
  };
  const pressable = (t: EventTarget | null) =>
    (t as Element | null)?.closest?.<HTMLElement>("button, [role=button], input[type=submit]") ?? null;
  w.addEventListener("pointerdown", (e) => mark(pressable(e.target), "data-hydration-pressed"), listen);
  w.addEventListener("pointerup", () => unmark("data-hydration-pressed"), listen);
  w.addEventListener("pointercancel", () => unmark("data-hydration-pressed"), listen);

  const remember = (e: Event) => {
    const el = e.target as HTMLInputElement;
    if (hydrated || !el || !/^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName) || el.type === "file") return;
    touched.set(el, el.type === "checkbox" || el.type === "radio" ? el.checked : el.value);
  };
  w.addEventListener("input", remember, true);
  w.addEventListener("change", remember, true);

  w.addEventListener(
    "click",
    (e) => {
      if (hydrated) return;
      const el = (e.target as Element).closest?.<HTMLElement>("button, [role=button]");
      // a <details> disclosure's summary (the header's 'Menu') opens natively before hydration
      if (!el || el.tagName === "SUMMARY" || el.closest("a[href]")) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      pending = { el };
      mark(el, "data-hydration-pending");
      el.setAttribute("aria-busy", "true");
      boot();
    },
    true,
  );
  // until React takes over: a disclosure's aria-expanded follows it, and Escape closes it with focus on its summary
  w.addEventListener(
    "toggle",
    (e) => {
      const t = e.target as HTMLDetailsElement;
      if (!hydrated && t.tagName === "DETAILS") t.querySelector("summary")?.setAttribute("aria-expanded", `${t.open}`);
    },
    true,
  );
  w.addEventListener("keydown", (e) => {
    const open = d.querySelector<HTMLDetailsElement>("details[open]");
    if (hydrated || e.key !== "Escape" || !open) return;
    open.open = false;
    open.querySelector("summary")?.focus();
  });
  w.addEventListener(
    "submit",
    (e) => {
      if (hydrated) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      const form = e.target as HTMLFormElement;
      const submitter = (e as SubmitEvent).submitter;
      pending = { el: form, form, submitter };
      mark(submitter ?? form, "data-hydration-pending");
      (submitter ?? form).setAttribute("aria-busy", "true");
      boot();
    },
    true,
  );

  w.addEventListener(
    "app:hydrated",
    () => {
      hydrated = true;
      for (const el of d.querySelectorAll("[data-hydration-pending]")) el.removeAttribute("aria-busy");
      unmark("data-hydration-pending");
      unmark("data-hydration-pressed");
      for (const [el, value] of touched) if (el.isConnected) handOver(el, value);
      touched.clear();
      const p = pending;
      pending = null;
      if (!p || !p.el.isConnected) return;
      if (p.form) p.form.requestSubmit(p.submitter?.isConnected ? p.submitter : undefined);
      else p.el.click();
    },
    { once: true },
  );
}
