// A local stand-in for Meta's WhatsApp Cloud API for the browser tests (README "Testing"): it answers
// POST /{version}/{phone-number-id}/messages as the Graph API documents (a wamid per message) and keeps every request,
// which a test reads at GET /__messages?to=91XXXXXXXXXX. Listens on 127.0.0.1 only; stops with the test run.
import { createServer } from "node:http";
import { randomUUID } from "node:crypto";

const port = Number(process.argv[2] ?? 4199);
const received = [];
createServer((req, res) => {
  const url = new URL(req.url ?? "/", `http://127.0.0.1:${port}`);
  if (req.method === "GET" && url.pathname === "/health") return void res.end("ok");
  if (req.method === "GET" && url.pathname === "/__messages") {
    const to = url.searchParams.get("to");
    res.setHeader("content-type", "application/json");
    return void res.end(JSON.stringify(received.filter((m) => !to || m.body.to === to)));
  }
  if (req.method === "POST" && /^\/v[\d.]+\/[^/]+\/messages$/.test(url.pathname)) {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      let body = {};
      try {
        body = JSON.parse(raw);
      } catch {
        res.statusCode = 400;
        return void res.end(JSON.stringify({ error: { code: 100, message: "Invalid JSON" } }));
      }
      const id = `wamid.${randomUUID().replace(/-/g, "")}`;
      received.push({ id, path: url.pathname, authorization: req.headers.authorization ?? null, body });
      res.setHeader("content-type", "application/json");
      res.end(
        JSON.stringify({
          messaging_product: "whatsapp",
          contacts: [{ input: body.to, wa_id: body.to }],
          messages: [{ id }],
        }),
      );
    });
    return;
  }
  res.statusCode = 404;
  res.end();
}).listen(port, "127.0.0.1");
