import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse } from "react-router";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { TOAST_AUTOCLOSE_MS } from "@chauffeur/contracts";
import type { Route } from "./+types/root";
import { SessionProvider, SignInGateProvider } from "~/features/auth";
import { LocaleProvider, useLocaleState, useLocalizePath, useT } from "~/i18n";
import { commonText } from "~/i18n/texts/common";
import { atIdle } from "~/lib/idle";
import "./styles/app.css";
// Hindi and Odia pages' fonts, named only under <html lang="hi-IN|or-IN"> (docs/decisions/018)
import "./styles/fonts-indic.css";
import fontsHref from "./styles/fonts.css?url";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

/**
 * Runs in <head> before the body is parsed, on every page (prerendered or not):
 * - marks a probably signed-in visitor (the `signed_in` hint cookie) on <html>, so the header's account area keeps a
 *   placeholder instead of 'Sign in' until the session is known;
 * - adds the web fonts' stylesheet once the page has loaded and painted its first content (with the metric-matched
 *   fallback faces of app.css), at the latest 5 s after load; at once when this tab has loaded the fonts before (they
 *   are in the cache by then, so no flash of the fallback faces).
 * The server allows it by the sha256 hash of its text (docs/decisions/003).
 */
const HEAD_SCRIPT = `(function(d,href){var h=d.documentElement,done=0,seen;
if(/(?:^|;\\s*)signed_in=/.test(d.cookie))h.classList.add("signed-in");
function add(now){if(done)return;done=1;var l=d.createElement("link");l.rel="stylesheet";l.href=href;if(now)l.setAttribute("blocking","render");
l.onload=function(){try{sessionStorage.setItem("fonts","1")}catch(e){}};d.head.appendChild(l)}
try{seen=sessionStorage.getItem("fonts")}catch(e){}
function later(){setTimeout(add)}
if(seen)add(1);else addEventListener("load",function(){setTimeout(add,5000);try{new PerformanceObserver(function(l){
if(l.getEntriesByName("first-contentful-paint").length)later()}).observe({type:"paint",buffered:true})}catch(e){requestAnimationFrame(later)}})
})(document,${JSON.stringify(fontsHref)})`;

type ShowToast = ((content: unknown, options?: { toastId?: string | number }) => string | number) & {
  deduped?: boolean;
};
type ToastTypes = Record<"success" | "error" | "info" | "warning", ShowToast>;

/**
 * One toast per message: a toast of the same type and text as one still on screen is not stacked again (a Check Fare
 * pressed twice, a list that fails twice). react-toastify ignores a toast whose id is already shown, so each typed
 * toast without its own id gets `type:text` as its id. The features import `toast` directly; this wraps the module's
 * one `toast` object once, when the container loads, before any toast can show.
 */
function dedupeToasts(toast: ToastTypes) {
  for (const type of ["success", "error", "info", "warning"] as const) {
    const show = toast[type];
    if (show.deduped) continue;
    const deduped: ShowToast = (content, options) =>
      show(
        content,
        typeof content === "string" && options?.toastId == null
          ? { ...options, toastId: `${type}:${content}` }
          : options,
      );
    deduped.deduped = true;
    toast[type] = deduped;
  }
}

// The toast container loads at idle after hydration (lib/idle.ts): toasts only follow a visitor's action (react-toastify
// keeps one raised before its container mounts), the landing page stays light, and a first tap right after hydration
// does not wait for its code.
const ToastContainer = lazy(() =>
  import("react-toastify").then((m) => {
    dedupeToasts(m.toast as unknown as ToastTypes);
    return { default: m.ToastContainer };
  }),
);

function Toasts() {
  const [ready, setReady] = useState(false);
  useEffect(() => atIdle(() => setReady(true)), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      {/* toasts top-right, auto-close 5000 ms, in the brand's ink and ivory (app.css), at most 3 at once */}
      <ToastContainer position="top-right" autoClose={TOAST_AUTOCLOSE_MS} newestOnTop theme="dark" limit={3} />
    </Suspense>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  // the page's language (decision record 018): its path's prefix, else the tab's choice; <html lang> follows it
  const localeState = useLocaleState();
  return (
    <html lang={localeState.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#07080b" />
        <script dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body>
        <LocaleProvider value={localeState}>{children}</LocaleProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }),
  );
  // React owns the page from here: the prerendered marketing pages' loader (hydrate on intent, docs/decisions/004)
  // hands over the values typed and replays the click or submission made before hydration. Runs after every child's
  // effects (react-hook-form's registrations included).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    window.dispatchEvent(new Event("app:hydrated"));
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        {/* the sign-in dialog a page opens over itself (Check Fare, Pay Now signed out) */}
        <SignInGateProvider>
          <Outlet />
        </SignInGateProvider>
        <Toasts />
      </SessionProvider>
    </QueryClientProvider>
  );
}

export function HydrateFallback() {
  return (
    <div className="flex min-h-screen items-center justify-center bg-ink-950" aria-busy="true">
      <span className="size-8 animate-spin rounded-full border-2 border-gold-400 border-t-transparent" aria-hidden />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT(commonText);
  const to = useLocalizePath();
  const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : t("error.title");
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-ivory-50 p-8 text-center">
      <h1 className="text-3xl">{title}</h1>
      <p className="text-ink-600">{t("error.text")}</p>
      <a className="btn-dark" href={to("/")}>
        {t("error.home")}
      </a>
    </main>
  );
}
