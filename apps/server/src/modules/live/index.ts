// the public entry other modules import from (never a file inside this folder)
export { liveTopics, type LiveEvent, type LiveHub, type LiveHubStatus, type LiveListener } from "./types.ts";
export { createLocalHub } from "./local-hub.ts";
export { createLiveHub, type LiveHubOptions } from "./hub.ts";
export { recordLiveEvent, LIVE_CHANNEL } from "./record.ts";
export { MAX_TRANSIENT_EVENT_BYTES } from "./transient.ts";
export { streamLive, closeLiveStreams, liveStreams, type StreamOptions } from "./stream.ts";
export { GUEST_STREAMS_SHARE, MAX_STREAMS_PER_ADDRESS, MAX_STREAMS_PER_OWNER } from "./sse.ts";
