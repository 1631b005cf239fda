import { setFlagsFromString } from 'node:v8';

/**
 * The exchange runs on small boxes (the target is a 250 MB peak; the young generation's size,
 * which must be set on the command line, is in node-flags.ts). Under sustained load V8's
 * default heap growth (up to 4× the live set between full collections) lets garbage from
 * requests in flight pile up: in the benchmark the peak reached ~340 MB. Capping growth at 1.5×
 * keeps it near 220 MB for a few percent of throughput (docs/performance.md). V8 reads the
 * factor each time it sizes the heap, so setting it as the process's first act covers every way
 * of starting the bundle (npm start, systemd, the benchmark).
 */
setFlagsFromString('--heap-growing-percent=50');
