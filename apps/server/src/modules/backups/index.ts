import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppModule } from "../module.ts";
import { embeddedDataRoot, startControlSocket, type ControlSocket } from "../../db/backup/control-socket.ts";
import { nightlyBackupJob } from "./nightly.ts";

/**
 * Backups of the embedded database (decision record 014): the control socket `db:backup` asks while the server runs
 * (opened when the server listens, closed when it stops) and the nightly backup job. On PostgreSQL neither exists:
 * `db:backup` reads its own snapshot, and the database server's own backups apply.
 */
const controlSocketHooks: FastifyPluginAsyncZod = async (app) => {
  let socket: ControlSocket | undefined;
  app.addHook("onListen", async () => {
    const root = embeddedDataRoot(app.ctx.database);
    if (root && !socket) socket = await startControlSocket(root, app.ctx.database, app.log);
  });
  app.addHook("onClose", async () => {
    await socket?.close();
    socket = undefined;
  });
};

export const backupsModule: AppModule = {
  name: "backups",
  routes: controlSocketHooks,
  jobs: (ctx) => {
    const root = embeddedDataRoot(ctx.database);
    return root && ctx.config.BACKUPS_NIGHTLY ? [nightlyBackupJob(ctx, root)] : [];
  },
};
