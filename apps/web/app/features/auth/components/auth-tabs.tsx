import { useId, useRef, useState, type KeyboardEvent } from "react";
import clsx from "clsx";
import { useT } from "~/i18n";
import { authText } from "~/i18n/texts/auth";
import { LoginForm } from "./login-form";
import { RegisterForm } from "./register-form";
import type { AuthFlowHandlers } from "./auth-flow";

const TABS = [
  { id: "login", label: "tabs.login" },
  { id: "register", label: "tabs.register" },
] as const;
type TabId = (typeof TABS)[number]["id"];

/**
 * Login and Register tabs, Login by default; WAI-ARIA tabs with arrow-key movement. The same tabs sit on /auth and
 * in the sign-in dialog over a page: `handlers` say what follows a sign-in or a registration.
 */
export function AuthTabs(handlers: AuthFlowHandlers) {
  const [tab, setTab] = useState<TabId>("login");
  const tr = useT(authText);
  const idBase = useId();
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== "ArrowRight" && e.key !== "ArrowLeft") return;
    const next = tab === "login" ? "register" : "login";
    setTab(next);
    refs.current[next]?.focus();
  };
  return (
    <div>
      <div
        role="tablist"
        aria-label={tr("tabs.label")}
        className="grid grid-cols-2 rounded-full bg-ivory-100 p-1"
        onKeyDown={onKeyDown}
      >
        {TABS.map((t) => (
          <button
            key={t.id}
            ref={(el) => {
              refs.current[t.id] = el;
            }}
            role="tab"
            type="button"
            id={`${idBase}tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`${idBase}panel-${t.id}`}
            tabIndex={tab === t.id ? 0 : -1}
            onClick={() => setTab(t.id)}
            className={clsx(
              "rounded-full py-2.5 text-sm font-semibold transition-colors",
              tab === t.id ? "bg-ink-900 text-ivory-50 shadow" : "text-ink-600 hover:text-ink-900",
            )}
          >
            {tr(t.label)}
          </button>
        ))}
      </div>
      {TABS.map((t) => (
        <div
          key={t.id}
          role="tabpanel"
          id={`${idBase}panel-${t.id}`}
          aria-labelledby={`${idBase}tab-${t.id}`}
          hidden={tab !== t.id}
          className="pt-6"
        >
          {tab === t.id ? (
            t.id === "login" ? (
              <LoginForm {...handlers} />
            ) : (
              <RegisterForm onRegistered={handlers.onNeedsOtp} />
            )
          ) : null}
        </div>
      ))}
    </div>
  );
}
