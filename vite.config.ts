import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * Builds the React PWA in web/ into web/dist, which the sync-server serves in production.
 * In development `npm run dev` proxies /api to the sync-server on port 3000, so cookies stay
 * same-origin exactly as in production.
 */
export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    // PWA: vite-plugin-pwa (registerType 'prompt', precached shell, runtime-cached audio/images,
    // /api never cached) is added here by the PWA issue.
  ],
  build: {
    // Relative to `root`, so this is web/dist. Screens are split into their own chunks by the
    // React.lazy imports in web/src/app/routes.tsx.
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
});
