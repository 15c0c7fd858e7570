import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import rootPackage from '../../package.json' with { type: 'json' };

/**
 * React Router's package points every condition at its development build (dev warnings on): the
 * built app takes its production build, the same code with them off.
 */
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router')),
  '../production/index.mjs',
);

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/** Mantine's useId without its re-render after mounting (src/app/mantine-use-id.ts). */
function mantineUseId(): Plugin {
  const replacement = fileURLToPath(new URL('./src/app/mantine-use-id.ts', import.meta.url));
  return {
    name: 'talent:mantine-use-id',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './use-id/use-id.mjs' && importer?.includes('@mantine/hooks')) {
        return replacement;
      }
      return null;
    },
  };
}

export default defineConfig(({ command }) => ({
  base: '/talent/',
  resolve: {
    alias:
      command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  plugins: [mantineUseId(), react()],
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
  build: {
    outDir: 'dist',
    sourcemap: true,
    // What each route loads (npm run bench -- --web reads it).
    manifest: true,
    rolldownOptions: {
      output: {
        // React and the router change less often than the app and every page needs them: one
        // chunk that stays cached across releases. The other libraries the entry imports
        // (Mantine's core, zod, i18next, the query client) are one chunk too: every first visit
        // loads all of them, and as some thirty-five small chunks they took 12 KB more gzipped.
        // Everything else is split by where it is used, so a page loads the libraries it uses
        // and no others.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            // '$initial': what the entry imports statically, not what only a page imports. The
            // app's stand-in for Mantine's useId goes with Mantine.
            {
              name: 'vendor',
              test: /node_modules|src[\\/]app[\\/]mantine-use-id/,
              tags: ['$initial'],
            },
          ],
        },
      },
    },
  },
}));
