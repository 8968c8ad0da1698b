import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The server that answers `/api` and `/files` in development (`npm start` runs it on port 3000). */
const apiTarget = process.env.TALKREEL_API_URL ?? 'http://localhost:3000';

const proxy = {
  '/api': { target: apiTarget, changeOrigin: true },
  '/files': { target: apiTarget, changeOrigin: true },
};

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      output: {
        // Libraries change far less often than the app: separate files stay cached across releases.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (/node_modules\/(react|react-dom|react-router|react-router-dom|scheduler)\//.test(id)) return 'react';
          if (id.includes('node_modules/@mantine/')) return 'mantine';
          if (id.includes('node_modules/zod/')) return 'zod';
          return 'vendor';
        },
      },
    },
  },
});
