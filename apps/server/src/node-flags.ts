/**
 * V8 flags the server is started with (`npm start`, the systemd unit in docs/operations.md, the
 * benchmark). They size the heap when the process starts, so unlike memory-mode.ts they cannot
 * be set from inside it. A young generation of 4 MiB semi-spaces instead of V8's 16 MiB keeps the
 * garbage of requests in flight from raising the peak by ~40 MiB under load, for no measurable
 * cost in throughput (docs/performance.md, "Memory"). A test holds every launcher to this list.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4'] as const;
