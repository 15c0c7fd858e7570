import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import rootPackage from '../../package.json' with { type: 'json' };

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  base: '/talent/',
  plugins: [react()],
  define: {
    __APP_VERSION__: JSON.stringify(rootPackage.version),
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/cf-api': apiTarget,
      '/employerapi': apiTarget,
    },
  },
  build: { outDir: 'dist', sourcemap: true },
});
