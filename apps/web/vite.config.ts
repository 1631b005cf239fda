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

export default defineConfig({
  // The router plugin must run before react() so it can split route components into chunks.
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    vanillaExtractPlugin(),
    // `.br` and `.gz` twins of every text asset, compressed once as hard as each format allows;
    // the server's static handler (`preCompressed`) sends the one the browser accepts.
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
    },
  },
  // Served by Fastify under a CSP of `script-src 'self'`: Vite emits only external module scripts.
  build: { outDir: 'dist' },
});
