import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));
// The local system (npm start) serves API, runtime config, mailbox and WebSocket on :3000.
const localSystem = 'http://localhost:3000';

export default defineConfig({
  root,
  publicDir: 'public',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // The entry must stay under 170 KB gzip (ARCHITECTURE §6); screens are lazy chunks.
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 5173,
    // Files under ../functions/core are imported by the app.
    fs: { allow: ['..'] },
    proxy: {
      '/api': localSystem,
      '/config.json': localSystem,
      '/_local': localSystem,
      '/ws': { target: localSystem, ws: true },
    },
  },
});
