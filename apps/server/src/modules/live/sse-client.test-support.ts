/**
 * A Server-Sent Events reader over node:http for tests and benchmarks (Fastify's inject cannot stream): opens a
 * stream, parses its events and comments as they arrive, waits for one, can stop reading (a slow client) and closes.
 */
import http from "node:http";

export interface SseEvent {
  id?: string;
  event: string;
  data: string;
  /** performance.now() when the event's last byte arrived */
  at: number;
}

export class SseClient {
  readonly events: SseEvent[] = [];
  readonly comments: string[] = [];
  /** the body of a refused stream (a JSON error) */
  body = "";
  ended = false;
  private buffer = "";
  private waiters: Array<() => void> = [];
  private onEventHook: ((e: SseEvent) => void) | undefined;

  private constructor(
    readonly status: number,
    readonly headers: http.IncomingHttpHeaders,
    private readonly req: http.ClientRequest,
    readonly res: http.IncomingMessage,
  ) {
    res.setEncoding("utf8");
    res.on("data", (chunk: string) => {
      if (status !== 200) this.body += chunk;
      else this.parse(chunk);
      this.wake();
    });
    const end = () => {
      this.ended = true;
      this.wake();
    };
    res.on("end", end);
    res.on("close", end);
    res.on("error", end);
  }

  /** Opens a stream; resolves once the response's headers arrived (whatever the status). */
  static open(url: string, headers: Record<string, string> = {}, agent?: http.Agent): Promise<SseClient> {
    return new Promise((resolve, reject) => {
      const req = http.get(url, { headers: { accept: "text/event-stream", ...headers }, agent }, (res) =>
        resolve(new SseClient(res.statusCode ?? 0, res.headers, req, res)),
      );
      req.on("error", reject);
    });
  }

  /** calls `fn` for every event from now on (benchmarks time deliveries with it) */
  onEvent(fn: (e: SseEvent) => void) {
    this.onEventHook = fn;
  }

  /** The first event (from the start of the stream) matching `match`, waiting up to `timeoutMs`. */
  async next(match: (e: SseEvent) => boolean = () => true, timeoutMs = 5000, from = 0): Promise<SseEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.events.slice(from).find(match);
      if (found) return found;
      if (this.ended) throw new Error(`stream ended without the event; got ${this.describe()}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for an event; got ${this.describe()}`);
      await new Promise<void>((r) => {
        const t = setTimeout(r, left);
        this.waiters.push(() => (clearTimeout(t), r()));
      });
    }
  }

  /** Resolves once the stream ended (or after `timeoutMs`, rejecting). */
  async closedByServer(timeoutMs = 5000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.ended) {
      if (Date.now() > deadline) throw new Error("the stream is still open");
      await new Promise<void>((r) => {
        const t = setTimeout(r, 50);
        this.waiters.push(() => (clearTimeout(t), r()));
      });
    }
  }

  /** a slow reader: stop reading (TCP back-pressure builds up on the server) */
  pause() {
    this.res.pause();
  }

  close() {
    this.req.destroy();
    this.res.destroy();
  }

  private describe() {
    return JSON.stringify(this.events.map((e) => `${e.id ?? "-"}:${e.event}`));
  }

  private wake() {
    for (const w of this.waiters.splice(0)) w();
  }

  private parse(chunk: string) {
    this.buffer += chunk;
    let cut: number;
    while ((cut = this.buffer.indexOf("\n\n")) >= 0) {
      const block = this.buffer.slice(0, cut);
      this.buffer = this.buffer.slice(cut + 2);
      const e: SseEvent = { event: "message", data: "", at: performance.now() };
      let hasData = false;
      for (const line of block.split("\n")) {
        if (line.startsWith(":")) this.comments.push(line.slice(1).trim());
        else if (line.startsWith("id: ")) e.id = line.slice(4);
        else if (line.startsWith("event: ")) e.event = line.slice(7);
        else if (line.startsWith("data: ")) {
          e.data += (hasData ? "\n" : "") + line.slice(6);
          hasData = true;
        }
      }
      if (hasData) {
        this.events.push(e);
        this.onEventHook?.(e);
      }
    }
  }
}
