import { Writable } from "node:stream";
import Fastify, { LogController } from "fastify";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { lazyChildLoggerFactory } from "./request-logger.ts";

function capture(level = "info") {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: pino({ level }, stream) };
}

describe("each request's logger (lib/request-logger.ts)", () => {
  it("makes no pino child until a line is written at an enabled level, then writes it with the request id", async () => {
    const { lines, logger } = capture("info");
    let children = 0;
    const child = logger.child.bind(logger);
    logger.child = ((...args: Parameters<typeof child>) => (children++, child(...args))) as typeof logger.child;
    const log = lazyChildLoggerFactory.call(null as never, logger, { requestId: "r-1" }, {}, {} as never);
    log.debug("not written");
    log.trace({ a: 1 }, "not written either");
    expect(children).toBe(0);
    expect(log.level).toBe("info");
    log.warn({ sqlstate: "22021" }, "text refused");
    log.info("second line");
    expect(children).toBe(1);
    expect(lines.map((l) => [l.msg, l.requestId, l.level])).toEqual([
      ["text refused", "r-1", 40],
      ["second line", "r-1", 30],
    ]);
    expect(lines[0].sqlstate).toBe("22021");
  });

  it("gives a child of its own to a nested child, and its bindings hold the request id", () => {
    const { lines, logger } = capture("info");
    const log = lazyChildLoggerFactory.call(null as never, logger, { requestId: "r-2" }, {}, {} as never);
    expect((log as unknown as { bindings(): object }).bindings()).toEqual({ requestId: "r-2" });
    log.child({ job: "x" }).error("nested");
    expect(lines[0]).toMatchObject({ msg: "nested", requestId: "r-2", job: "x" });
  });

  it("a route's own log level gets a real child at once, as fastify makes it", () => {
    const { logger } = capture("info");
    const log = lazyChildLoggerFactory.call(
      null as never,
      logger,
      { requestId: "r-3" },
      { level: "debug" },
      {} as never,
    );
    expect(log.level).toBe("debug");
    expect(log.constructor.name).not.toBe("LazyRequestLogger");
  });

  it("a request's error line carries its request id through fastify", async () => {
    const { lines, logger } = capture("info");
    const app = Fastify({
      loggerInstance: logger,
      childLoggerFactory: lazyChildLoggerFactory,
      genReqId: () => "abc",
      logController: new LogController({ requestIdLogLabel: "requestId", disableRequestLogging: true }),
    });
    app.get("/fail", async (request) => {
      request.log.debug("quiet");
      request.log.error("loud");
      return { ok: true };
    });
    const res = await app.inject({ method: "GET", url: "/fail", headers: { "x-request-id": "abc" } });
    expect(res.statusCode).toBe(200);
    expect(lines.filter((l) => l.msg === "loud").map((l) => l.requestId)).toEqual(["abc"]);
    expect(lines.some((l) => l.msg === "quiet")).toBe(false);
    await app.close();
  });
});
