import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The Node server serves the API under /api; in development Vite proxies to it so the
// browser talks to one origin, exactly as in production.
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
  },
});
