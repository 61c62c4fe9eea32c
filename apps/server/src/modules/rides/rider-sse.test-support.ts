// Test-only: reads a Server-Sent Events stream of the real server over HTTP (app.inject waits for the end of a
// response, which a stream never reaches). Used by the rider and share-link integration tests.
import type { AddressInfo } from "node:net";
import type { TestApp } from "../../../test/helpers.ts";

export interface SseEvent {
  id: string | null;
  event: string;
  data: unknown;
}

/** Listens on a free loopback port (once per app) and returns its base URL. */
export async function listenOnce(t: TestApp): Promise<string> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: "127.0.0.1" });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

function parseFrames(buffer: string): { events: SseEvent[]; rest: string } {
  const frames = buffer.split("\n\n");
  const rest = frames.pop() ?? "";
  const events: SseEvent[] = [];
  for (const f of frames) {
    let id: string | null = null;
    let event = "message";
    const data: string[] = [];
    for (const line of f.split("\n")) {
      if (line.startsWith("id: ")) id = line.slice(4);
      else if (line.startsWith("event: ")) event = line.slice(7);
      else if (line.startsWith("data: ")) data.push(line.slice(6));
    }
    if (data.length) events.push({ id, event, data: JSON.parse(data.join("\n")) });
  }
  return { events, rest };
}

/**
 * Opens a stream; `next(n)` waits until n events have arrived (or throws after `timeoutMs`), `close()` aborts it.
 * A non-200 answer is returned as `status` with its JSON body.
 */
export async function openStream(
  base: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{
  status: number;
  body?: unknown;
  events: SseEvent[];
  next(n: number, timeoutMs?: number): Promise<SseEvent[]>;
  closed(timeoutMs?: number): Promise<boolean>;
  close(): void;
}> {
  const abort = new AbortController();
  const res = await fetch(`${base}${path}`, { headers, signal: abort.signal });
  const events: SseEvent[] = [];
  const close = () => abort.abort();
  if (res.status !== 200) {
    const body = await res.json();
    return { status: res.status, body, events, next: async () => events, closed: async () => true, close };
  }
  let ended = false;
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const pump = (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        const parsed = parseFrames(buffer + decoder.decode(value, { stream: true }));
        buffer = parsed.rest;
        events.push(...parsed.events);
      }
    } catch {
      /* aborted */
    }
    ended = true;
  })();
  const waitFor = async (cond: () => boolean, timeoutMs: number) => {
    const until = Date.now() + timeoutMs;
    while (!cond() && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    return cond();
  };
  return {
    status: 200,
    events,
    async next(n, timeoutMs = 5000) {
      if (!(await waitFor(() => events.length >= n, timeoutMs)))
        throw new Error(`expected ${n} events, got ${events.map((e) => e.event).join(", ")}`);
      return events;
    },
    closed: (timeoutMs = 5000) => waitFor(() => ended, timeoutMs),
    close() {
      close();
      void pump;
    },
  };
}
