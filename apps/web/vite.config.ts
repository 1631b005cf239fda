import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { constants } from 'node:zlib';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/**
 * The Fastify host (apps/server): it serves the API and, in production, this build. In
 * development its PUBLIC_URL is this dev server (see its `dev` script), so cookie-authenticated
 * writes from these pages pass its same-origin check unchanged.
 */
const API_TARGET = process.env.API_URL ?? 'http://localhost:4000';

/**
 * The browse pages, where most visits start: their components ship in the entry chunk rather than
 * a lazy chunk each, so their first screen needs no second round of script requests. Every other
 * route keeps its own chunk, fetched when visited or hovered, or hinted by the server when a page
 * is loaded directly (ADR 016). A listing's page stays apart: its dialogs bring the form schemas
 * (zod), which the browse pages never need.
 */
const LANDING_ROUTES = new Set(['/', '/listings/']);

export default defineConfig(({ isSsrBuild }) => ({
  // The router plugin must run before react() so it can split route components into chunks.
  plugins: [
    tanstackRouter({
      target: 'react',
      // The server's build draws a page in one pass: its routes are not split.
      autoCodeSplitting: !isSsrBuild,
      codeSplittingOptions: { splitBehavior: ({ routeId }) => (LANDING_ROUTES.has(routeId) ? [] : undefined) },
    }),
    react(),
    vanillaExtractPlugin(),
    // `.br` and `.gz` twins of every text asset, compressed once as hard as each format allows;
    // the server's static handler (`preCompressed`) sends the one the browser accepts.
    !isSsrBuild &&
      compression({
        algorithms: [
          defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
          defineAlgorithm('gzip', { level: 9 }),
        ],
        include: /\.(js|css|html|svg|json|txt|webmanifest)$/,
        threshold: 1024,
        skipIfLargerOrEqual: true,
      }),
  ],
  server: {
    proxy: {
      '/trpc': { target: API_TARGET, ws: true },
      '/api': API_TARGET,
      '/uploads': API_TARGET,
      '/healthz': API_TARGET,
      '/readyz': API_TARGET,
      '/metrics': API_TARGET,
    },
  },
  // `vite build --ssr`: the module the server draws first screens with (ssr/render.tsx, ADR 020),
  // one file with its dependencies, outside what the server serves.
  ...(isSsrBuild
    ? {
        ssr: { noExternal: true },
        publicDir: false,
        // React's production build whatever the server's environment: its development build draws 3 to 8 times slower.
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      }
    : {}),
  // Served by Fastify under a CSP of `script-src 'self'`: Vite emits only external module scripts.
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true }
    : {
        outDir: 'dist',
        // One stylesheet: the whole app's CSS is small, and one request beats a dozen on a phone.
        cssCodeSplit: false,
        // The server lists each route's files as modulepreload links (apps/server/src/http/spa.ts).
        manifest: true,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // Everything the entry needs, in the entry's one file.
                { name: 'app', tags: ['$initial'], priority: 2 },
                // Whatever two lazy routes share (the form schemas, dialogs, the size table) in one
                // more file, instead of a dozen of a few hundred bytes each: a route loads in 2 files.
                { name: 'shared', minShareCount: 2, priority: 1 },
              ],
            },
          },
        },
      },
}));
