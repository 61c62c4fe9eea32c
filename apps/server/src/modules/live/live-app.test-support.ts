/**
 * A test application listening on 127.0.0.1 (streams need real HTTP), with one extra route serving a live stream of
 * any topic over streamLive: the live machinery's own tests drive it without depending on a product's stream.
 */
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { buildApp } from "../../app.ts";
import type { Database } from "../../db/client.ts";
import { systemClock } from "../../lib/clock.ts";
import { notFound } from "../../lib/errors.ts";
import { openTestDatabase, testConfig, type TestApp } from "../../../test/helpers.ts";
import { streamLive } from "./index.ts";

export const TEST_STREAM_PATH = "/api/v1/test-live";
export interface LiveTestApp extends TestApp {
  app: FastifyInstance;
  /** http://127.0.0.1:<port> */
  url: string;
  /** the test route's stream of a topic ("missing" answers 404 before anything is streamed) */
  streamUrl(topic: string): string;
}

/** Starts an application on its own (or the given) database and listens on a free port of 127.0.0.1. */
export async function startLiveApp(
  opts: { config?: Record<string, string>; database?: Database } = {},
): Promise<LiveTestApp> {
  const database = opts.database ?? (await openTestDatabase());
  const clock = systemClock();
  const app = await buildApp({ config: testConfig(opts.config), database, clock, logger: false });
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      `${TEST_STREAM_PATH}/:topic`,
      { schema: { params: z.object({ topic: z.string().min(1).max(100) }) } },
      async (req, reply) => {
        const { topic } = req.params;
        if (topic === "missing") throw notFound("No such topic.");
        await streamLive(app.ctx, req, reply, { topics: [topic], snapshot: async () => ({ topic }) });
        return reply;
      },
    );
  await app.listen({ port: 0, host: "127.0.0.1" });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    app,
    database,
    clock,
    config: app.ctx.config,
    url,
    streamUrl: (topic) => `${url}${TEST_STREAM_PATH}/${encodeURIComponent(topic)}`,
    close: async () => {
      await app.close();
      if (!opts.database) await database.close();
    },
  };
}
