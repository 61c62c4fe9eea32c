// `npm run dev`: the API server with reload (tsx watch) and the web app with hot reload (Vite, proxying /api).
import { spawn } from "node:child_process";

const procs = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "apps/server/src/server.ts"], {
    stdio: "inherit",
    env: { NODE_ENV: "development", DATA_DIR: "./data/dev", ENABLE_TEST_CLOCK: "true", ...process.env },
  }),
  spawn("npm", ["run", "dev", "-w", "apps/web"], { stdio: "inherit" }),
];
const stop = () => procs.forEach((p) => p.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
