import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The web app lives in src/web and is built to dist/web, which the server serves (SPA fallback).
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
  },
  server: {
    port: 5173,
    // Vite serves src/web/api/*.ts itself; everything else under /api goes to the API server.
    proxy: { '^/api/(?!.*\\.tsx?(\\?.*)?$)': { target: 'http://localhost:3000', changeOrigin: false } },
  },
});
