import type { DispatchHold } from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import { liveTopics, type LiveEvent } from "../live/index.ts";
import { autoConfirm, waitingBookings } from "./auto-confirm.ts";
import { checkAssignmentFits } from "./conflicts.ts";

/** How many waiting bookings one freed crew or one sweep looks at. */
const BATCH = 25;

type Code = DispatchHold["code"] | null;
type Task =
  | { kind: "confirm"; bookingId: string }
  | { kind: "fits"; bookingId: string }
  | { kind: "fill"; codes: Code[]; staleMs?: number };

/**
 * The allocator's work on this instance, one task at a time (README "Instant confirmation"): it follows the operations
 * stream, whose stored events are announced at commit on every instance — a `paid` booking is auto-confirmed; a
 * `dispatch` change checks a moved assignment or fills a freed crew's gap with the bookings still waiting for one.
 * Several instances may take the same task: the booking's row lock (SKIP LOCKED) leaves each booking to one of them.
 */
export function createDispatchRunner(ctx: AppContext) {
  const queue: Task[] = [];
  let running: Promise<void> | null = null;
  const key = (t: Task) => (t.kind === "fill" ? `fill:${t.codes.join(",")}` : `${t.kind}:${t.bookingId}`);

  async function run(t: Task) {
    if (t.kind === "confirm") await autoConfirm(ctx, t.bookingId);
    else if (t.kind === "fits") {
      await checkAssignmentFits(ctx, t.bookingId);
      await autoConfirm(ctx, t.bookingId); // a pending one moved: it may now fit
    } else {
      const now = ctx.clock.now();
      const olderThan = t.staleMs ? new Date(now.getTime() - t.staleMs) : undefined;
      for (const id of await waitingBookings(ctx.db, { now, codes: t.codes, olderThan, limit: BATCH }))
        await autoConfirm(ctx, id);
    }
  }
  async function drain() {
    for (let t = queue.shift(); t; t = queue.shift()) {
      try {
        await run(t);
      } catch (e) {
        ctx.log.error({ err: e, task: t }, "dispatch: a task failed; the sweep tries again");
      }
    }
    running = null;
  }
  function push(t: Task) {
    if (!queue.some((q) => key(q) === key(t))) queue.push(t);
    running ??= drain();
  }
  function onEvent(e: LiveEvent) {
    const data = e.data as { bookingId?: string; change?: string };
    if (!data?.bookingId) return;
    if (e.kind === "paid") push({ kind: "confirm", bookingId: data.bookingId });
    else if (e.kind === "dispatch" && data.change === "times") {
      push({ kind: "fits", bookingId: data.bookingId });
      push({ kind: "fill", codes: ["no_pair"] }); // the window it left may be another booking's gap
    } else if (e.kind === "dispatch" && data.change === "freed") push({ kind: "fill", codes: ["no_pair"] });
  }
  return {
    start: () => ctx.live.subscribe([liveTopics.ops], onEvent, { service: true }),
    push,
    /** resolves when the queue is empty (tests wait on it) */
    idle: async () => {
      while (running) await running;
    },
  };
}
export type DispatchRunner = ReturnType<typeof createDispatchRunner>;
