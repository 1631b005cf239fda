/**
 * Turns zod's JIT off in the browser, before any schema exists. Each zod object schema, when
 * built, probes `new Function("")` to see whether it may compile a fast parser; the site's CSP
 * (`script-src 'self'`) blocks it and reports a `securitypolicyviolation` on every page that
 * loads a form, although zod catches the error. `jitless` skips the probe.
 *
 * zod keeps its settings in one object, `globalThis.__zod_globalConfig`, which every copy of zod
 * shares and takes over when it already exists; `z.config()` only writes to it. Writing it here
 * instead keeps zod out of the entry chunk (it loads with the first form) and the web app free of
 * a dependency on zod. zodJitless.test.ts checks that the installed zod still honours it.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig ??= {};
globalThis.__zod_globalConfig.jitless = true;

export {};
