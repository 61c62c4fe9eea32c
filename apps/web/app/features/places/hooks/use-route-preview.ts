import { useEffect, useState } from "react";
import { ROUTE_RECALC_MS, type RoutePreview } from "@chauffeur/contracts";
import { fetchRoutePreview } from "../api/route-preview";

export type RouteStatus = "idle" | "calculating" | "ready" | "error";

/** The route of the chosen points, recalculated 1 second after they change. */
export function useRoutePreview(points: Array<{ lat: number; lng: number }>) {
  const [state, setState] = useState<{ status: RouteStatus; route: RoutePreview | null }>({
    status: "idle",
    route: null,
  });
  const key = points.map((p) => `${p.lat.toFixed(5)},${p.lng.toFixed(5)}`).join(";");
  useEffect(() => {
    if (points.length < 2) {
      setState({ status: "idle", route: null });
      return;
    }
    const ctl = new AbortController();
    setState((s) => ({ status: "calculating", route: s.route }));
    const timer = setTimeout(() => {
      fetchRoutePreview(points, ctl.signal)
        .then((route) => setState({ status: "ready", route }))
        .catch((e: Error) => {
          if (e.name === "AbortError") return;
          // a directions failure is only logged and the route cleared
          console.warn("route preview failed", e.message);
          setState({ status: "error", route: null });
        });
    }, ROUTE_RECALC_MS);
    return () => {
      clearTimeout(timer);
      ctl.abort();
    };
    // the key stands for the points: recalculate only when they really change
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}
