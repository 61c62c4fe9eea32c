// Memory probe (decision record 012), preloaded into the compiled server with `node --import`, e.g.
//   MEM_TRACE_FILE=.tmp/mem.jsonl BENCH_NODE_ARGS="--max-semi-space-size=1 --heap-growing-percent=30 --import \
//     $PWD/bench/memory-probe.mjs" RUNTIME_DATABASES=pglite npm run bench:runtime
// Every MEM_TRACE_MS (default 5000) and on SIGUSR2 it appends a JSON line to MEM_TRACE_FILE: process.memoryUsage()
// in MB, V8's heap spaces, the size of each WebAssembly memory (PGlite's, captured when instantiated) and the resident
// memory by kind from /proc/self/smaps (Linux): "wasm" (the committed part of a WebAssembly memory's reservation),
// "mallocHeap" (glibc's main heap), "arenas" (glibc's thread arenas), "anonOther" (V8's heap, compiled code, blocks
// glibc maps on their own), "file" (node and its libraries). When the server starts listening it appends the
// start-up marks (ms since the process began), the CPU time used and the CommonJS modules loaded.
import { appendFileSync, readFileSync } from "node:fs";
import Module from "node:module";
import net from "node:net";
import v8 from "node:v8";
const memories = new Set();
const keep = (inst) => {
  try {
    for (const v of Object.values(inst.exports ?? {})) if (v instanceof WebAssembly.Memory) memories.add(v);
  } catch {}
};
const origInst = WebAssembly.instantiate;
WebAssembly.instantiate = async function (...a) {
  const r = await origInst.apply(this, a);
  keep(r.instance ?? r);
  return r;
};
const origStream = WebAssembly.instantiateStreaming;
if (origStream)
  WebAssembly.instantiateStreaming = async function (...a) {
    const r = await origStream.apply(this, a);
    keep(r.instance);
    return r;
  };
const OrigMem = WebAssembly.Memory;
WebAssembly.Memory = new Proxy(OrigMem, {
  construct(t, args) {
    const m = Reflect.construct(t, args);
    memories.add(m);
    return m;
  },
});
const OrigInstance = WebAssembly.Instance;
WebAssembly.Instance = new Proxy(OrigInstance, {
  construct(t, args) {
    const i = Reflect.construct(t, args);
    keep(i);
    return i;
  },
});

function smaps() {
  const maps = [];
  let cur = null;
  for (const line of readFileSync("/proc/self/smaps", "utf8").split("\n")) {
    const h = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \d+\s*(.*)$/.exec(line);
    if (h) {
      cur = { lo: parseInt(h[1], 16), hi: parseInt(h[2], 16), perm: h[3], name: h[4].trim(), rss: 0 };
      maps.push(cur);
      continue;
    }
    const r = /^Rss:\s+(\d+) kB/.exec(line);
    if (r && cur) cur.rss = Number(r[1]);
  }
  const out = { wasm: 0, mallocHeap: 0, arenas: 0, anonOther: 0, file: 0, stack: 0 };
  const G = 2 ** 30,
    A = 64 * 2 ** 20;
  maps.forEach((m, i) => {
    const prev = maps[i - 1],
      next = maps[i + 1];
    const bigGuard = (x) => x && x.perm.startsWith("---") && x.hi - x.lo >= G && !x.name;
    let k;
    if (m.name === "[heap]") k = "mallocHeap";
    else if (m.name.startsWith("[stack")) k = "stack";
    else if (m.name.startsWith("/")) k = "file";
    else if (m.name) k = "anonOther";
    else if ((bigGuard(prev) && prev.hi === m.lo) || (bigGuard(next) && next.lo === m.hi)) k = "wasm";
    else if (
      m.lo % A === 0 &&
      (m.hi - m.lo === A || (next && next.lo === m.hi && next.perm.startsWith("---") && next.hi - m.lo === A))
    )
      k = "arenas";
    else k = "anonOther";
    out[k] += m.rss;
  });
  for (const k in out) out[k] = Math.round(out[k] / 1024);
  return out;
}
const file = process.env.MEM_TRACE_FILE;
const mb = (b) => Math.round(b / 1048576);
function sample(tag) {
  const m = process.memoryUsage();
  const spaces = Object.fromEntries(
    v8.getHeapSpaceStatistics().map((s) => [s.space_name.replace("_space", ""), mb(s.space_size)]),
  );
  const rec = {
    t: Date.now(),
    tag,
    rss: mb(m.rss),
    heapTotal: mb(m.heapTotal),
    heapUsed: mb(m.heapUsed),
    external: mb(m.external),
    arrayBuffers: mb(m.arrayBuffers),
    wasm: [...memories].map((x) => mb(x.buffer.byteLength)),
    spaces,
    smaps: smaps(),
  };
  if (file) appendFileSync(file, JSON.stringify(rec) + "\n");
}
if (file) {
  setInterval(sample, Number(process.env.MEM_TRACE_MS ?? 5000)).unref();
  process.on("SIGUSR2", () => sample("usr2"));
  setTimeout(() => sample("boot"), 500).unref();
}
// start-up marks (ms since the process began): the preload, PGlite's WebAssembly instantiation, listen
const marks = { preload: Math.round(performance.now()) };
const mark = (k) => {
  marks[k] ??= Math.round(performance.now());
};
const inst2 = WebAssembly.instantiate;
WebAssembly.instantiate = async function (...a) {
  mark("wasmInstantiateStart");
  try {
    return await inst2.apply(this, a);
  } finally {
    mark("wasmInstantiateEnd");
  }
};
const origListen = net.Server.prototype.listen;
net.Server.prototype.listen = function (...a) {
  mark("listen");
  this.once("listening", () => {
    mark("listening");
    const keys = Object.keys(Module._cache);
    const cpu = process.cpuUsage();
    if (file)
      appendFileSync(
        file,
        JSON.stringify({
          t: Date.now(),
          tag: "start",
          marks,
          cpuMs: Math.round((cpu.user + cpu.system) / 1000),
          cjs: keys.length,
          ajv: keys.filter((k) => /\/(ajv|fast-json-stringify|@fastify\/ajv-compiler)/.test(k)).length,
          rss: Math.round(process.memoryUsage().rss / 1048576),
        }) + "\n",
      );
  });
  return origListen.apply(this, a);
};
