import http from "node:http";
import { test } from "@playwright/test";

/**
 * POSTs JSON to the test server as another visitor would: from a loopback address of its own (127.x.y.z, never
 * 127.0.0.1), so the server's per-address limits (8 leads in 15 minutes, packages/contracts leads-values.ts) count
 * it apart from the browser tests beside it. The console's tests make their leads this way; the public forms' own
 * tests (marketing-*) submit from the browser.
 */
export function postAsVisitor(path: string, data: unknown): Promise<{ status: number; text: string }> {
  const localAddress = `127.${1 + Math.floor(Math.random() * 254)}.${Math.floor(Math.random() * 256)}.${
    1 + Math.floor(Math.random() * 254)
  }`;
  const base = new URL(String(test.info().project.use.baseURL));
  const body = JSON.stringify(data);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        path,
        method: "POST",
        localAddress,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}
