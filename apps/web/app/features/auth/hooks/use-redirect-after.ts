import { useEffect } from "react";
import { useNavigate } from "react-router";

/** Once `when` turns true, navigates to `to` after `delayMs` (the success views' delayed redirects). */
export function useRedirectAfter(when: boolean, to: string, delayMs: number) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!when) return;
    const timer = setTimeout(() => navigate(to), delayMs);
    return () => clearTimeout(timer);
  }, [when, to, delayMs, navigate]);
}
