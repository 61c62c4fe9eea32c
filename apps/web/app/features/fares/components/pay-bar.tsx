import { useEffect, useRef, useState, type ReactNode } from "react";
import clsx from "clsx";
import { useT } from "~/i18n";
import { bookingText } from "~/i18n/texts/booking";
import { useBookingFormat } from "~/lib/use-booking-format";

/**
 * Pay Now's place in the fare summary card. On a phone (below `md`) it is pinned to the bottom of the screen with the
 * total while its place in the card is still below the screen, so the total and Pay Now are in reach without
 * scrolling (above the demo ribbon, when there is one); once the card's own place comes into view it settles there
 * (and never covers the page's end). From `md` up nothing is pinned: the button sits in the card as before.
 */
export function PayBar({ total, children }: { total: number; children: ReactNode }) {
  const slot = useRef<HTMLDivElement>(null);
  const pinned = usePinnedBelow(slot);
  const t = useT(bookingText);
  const fmt = useBookingFormat();
  return (
    <div ref={slot} className="mt-4 max-md:min-h-10">
      <div
        data-testid="pay-bar"
        data-pinned={pinned || undefined}
        className={clsx(
          pinned &&
            "max-md:fixed max-md:inset-x-0 max-md:bottom-[var(--demo-ribbon-h,0px)] max-md:z-30 max-md:border-t max-md:border-ivory-200 max-md:bg-white max-md:px-4 max-md:pt-3 max-md:pb-[max(0.75rem,env(safe-area-inset-bottom))] max-md:shadow-[0_-6px_20px_rgba(7,8,11,0.12)]",
        )}
      >
        <div className={clsx(pinned && "max-md:mx-auto max-md:flex max-md:max-w-xl max-md:items-center max-md:gap-4")}>
          {pinned ? (
            <p className="shrink-0 leading-tight md:hidden">
              <span className="block text-xs text-ink-600">{t("breakdown.total")}</span>
              <span className="text-xl font-semibold tabular-nums text-ink-900" data-testid="pay-bar-total">
                {fmt.rupees(total)}
              </span>
            </p>
          ) : null}
          <div className="min-w-0 flex-1">{children}</div>
        </div>
      </div>
    </div>
  );
}

/**
 * True while the element's bottom edge is below the visible part of the screen (its place is still further down the
 * page); the demo ribbon, when the server adds one, covers the bottom of the screen and does not count as visible.
 * Measured on scroll, resize and any change of the page's height (a scroll listener rather than an
 * IntersectionObserver: a jump from below the screen to above it crosses no threshold and would leave it pinned).
 */
function usePinnedBelow(ref: React.RefObject<HTMLElement | null>): boolean {
  const [pinned, setPinned] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const ribbon = document.querySelector("body > .demo-ribbon")?.getBoundingClientRect().height ?? 0;
      setPinned(el.getBoundingClientRect().bottom > window.innerHeight - ribbon + 1);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    const resized = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(schedule);
    resized?.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      resized?.disconnect();
    };
  }, [ref]);
  return pinned;
}
