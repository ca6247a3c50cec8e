/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/** The modules of the public pages' frame (navigation bar, footer) and what they share. */
const PUBLIC_SITE = [
  'app/layouts/top-bar',
  'app/layouts/site-footer',
  'app/routes/public/contact-details',
  'app/routes/public/school-facts',
  'assets/school-logo',
  'components/ui/icons',
  'components/ui/school-logo',
  'features/newsletter/',
  'features/public-site/',
  'features/settings/user-theme',
  'lib/use-media-query',
  'lib/use-scrolled',
];

/** Matches the modules of src/ whose path starts with one of `paths`. */
function sourcesUnder(paths: string[]): RegExp {
  const escaped = paths.map((p) => p.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
  return new RegExp(`/src/(${escaped.join('|')})`);
}

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    // `npm run dev` talks to a `school-portal serve` on the default port.
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
  build: {
    sourcemap: false,
    target: 'es2022',
    // Every browser of the es2022 target runs the app without Vite's polyfill for
    // <link rel="modulepreload">; one that lacks it merely fetches the entry's imports a moment
    // later. It saves every first page its bytes (decision 010).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            // What the public layout and the landing page need, in one chunk rather than eight
            // small ones: one request and one compression window (decision 010).
            { name: 'public-site', test: sourcesUnder(PUBLIC_SITE) },
            // TanStack Query, which only the pages inside layouts/query-layout load.
            { name: 'query', test: /\/node_modules\/@tanstack\// },
            // The form library (zod, react-hook-form and its resolvers), under one name that the
            // size budget can allow, whichever form page first shares it.
            {
              name: 'form-library',
              test: /\/node_modules\/(zod|react-hook-form|@hookform)\//,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    restoreMocks: true,
    // A busy 2-core CI machine renders a page of 50 rows in seconds, not milliseconds.
    testTimeout: 15_000,
  },
});
