/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

/** The modules of the public pages' frame (navigation bar, footer) and what they share. */
const PUBLIC_SITE = [
  'app/layouts/top-bar',
  'app/layouts/site-footer',
  'app/routes/public/contact-details',
  'app/routes/public/school-facts',
  'assets/school-logo',
  'components/ui/icons',
  'components/ui/school-logo',
  // The footer's sign-up only: the admin's subscribers page is a signed-in page of its own.
  'features/newsletter/api/subscribe.ts',
  'features/newsletter/components/newsletter-form.tsx',
  'features/public-site/',
  'features/settings/user-theme',
  'lib/use-media-query',
  'lib/use-scrolled',
];

/** What every signed-in page needs before its first paint (the 'signed-in' chunk). */
const SIGNED_IN = new RegExp(
  [
    '/node_modules/@tanstack/',
    '/src/app/layouts/(query-layout|user-menu)\\.',
    '/src/features/notifications/(api|components/notification-bell)\\.',
    '/src/components/ui/(avatar|offline-notice)\\.',
    '/src/lib/saved-reads\\.',
  ].join('|'),
);

/** The small helpers most pages share, the public forms too (the 'helpers' chunk). */
const HELPERS = /\/src\/(components\/ui\/styles|lib\/(text|errors|form-errors))\./;

/** Matches the modules of src/ whose path starts with one of `paths`. */
function sourcesUnder(paths: string[]): RegExp {
  const escaped = paths.map((p) => p.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
  return new RegExp(`/src/(${escaped.join('|')})`);
}

/** What is worth compressing: text. Images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes a Brotli (quality 11) and a gzip (level 9) copy beside every text file of the build,
 * as a CDN would keep them: the server sends the best copy the browser accepts
 * (crates/web/src/frontend.rs, decision 013), so nothing is compressed per request and the
 * highest levels cost nothing at run time. A copy that is not smaller is not written.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const visit = (dir: string) => {
        for (const name of readdirSync(dir)) {
          const path = join(dir, name);
          if (statSync(path).isDirectory()) {
            visit(path);
            continue;
          }
          if (!COMPRESSIBLE.test(name)) continue;
          const raw = readFileSync(path);
          const br = brotliCompressSync(raw, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          });
          const gz = gzipSync(raw, { level: 9 });
          if (br.length < raw.length) writeFileSync(`${path}.br`, br);
          if (gz.length < raw.length) writeFileSync(`${path}.gz`, gz);
        }
      };
      visit(outDir);
    },
  };
}

/**
 * Stamps the service worker (public/sw.js, copied into the build as it is) with the build:
 * VERSION, a hash of the build's file names (each content-hashed) and of the worker itself, so
 * that every build installs a new worker, which drops the last one's cache; and SHELL, the
 * scripts and stylesheets index.html loads, which the worker caches as it installs. Runs as the
 * files are written, before precompress() copies them.
 */
function serviceWorker(): Plugin {
  let outDir = 'dist';
  return {
    name: 'service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle(_options, bundle) {
      const path = join(outDir, 'sw.js');
      const html = bundle['index.html'];
      if (html?.type !== 'asset') throw new Error('service worker: the build has no index.html');
      const shell = [...String(html.source).matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map(
        (m) => m[1],
      );
      const source = readFileSync(path, 'utf8');
      const version = createHash('sha256')
        .update([source, ...Object.keys(bundle).sort()].join('\n'))
        .digest('hex')
        .slice(0, 16);
      const stamps: [string, string][] = [
        ["const VERSION = 'development';", `const VERSION = '${version}';`],
        ['const SHELL = [];', `const SHELL = ${JSON.stringify(shell)};`],
      ];
      let stamped = source;
      for (const [from, to] of stamps) {
        if (!stamped.includes(from)) throw new Error(`public/sw.js no longer contains "${from}"`);
        stamped = stamped.replace(from, to);
      }
      writeFileSync(path, stamped);
    },
  };
}

/**
 * What two libraries would do that the pages' Content-Security-Policy refuses (decision 013),
 * patched out at build time. Each patch must still apply, or the build stops, so that an upgrade
 * is reviewed rather than a violation shipped.
 *
 * - sonner adds its styles as a <style> element when it loads (`style-src 'self'` refuses it):
 *   the toaster loads `sonner/dist/styles.css` as a stylesheet instead
 *   (components/ui/deferred-toaster.tsx), and sonner no longer tries.
 * - zod probes `new Function("")` to decide whether it may compile its parsers (`script-src
 *   'self'` refuses eval, and Chromium reports the probe even though zod catches it): zod starts
 *   `jitless`, which its own documentation advises under a strict CSP.
 */
const CSP_PATCHES: { file: RegExp; from: string; to: string }[] = [
  {
    file: /\/node_modules\/sonner\/dist\/index\.m?js$/,
    from: 'function __insertCSS(code) {',
    to: 'function __insertCSS(code) {\n  return;',
  },
  {
    file: /\/node_modules\/zod\/v4\/core\/core\.js$/,
    from: '(_a.__zod_globalConfig = {})',
    to: '(_a.__zod_globalConfig = { jitless: true })',
  },
];

function withinContentSecurityPolicy(): Plugin {
  return {
    name: 'within-content-security-policy',
    enforce: 'pre',
    transform(code, id) {
      const patch = CSP_PATCHES.find((p) => p.file.test(id));
      if (!patch) return null;
      if (!code.includes(patch.from)) {
        throw new Error(`${id} no longer contains "${patch.from}": review CSP_PATCHES`);
      }
      return { code: code.replace(patch.from, patch.to), map: null };
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), withinContentSecurityPolicy(), serviceWorker(), precompress()],
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
            // What every signed-in page loads before its first paint, in one chunk rather than
            // a dozen small ones (each a round trip on a phone's connection): TanStack Query and
            // the layout that provides it, the top bar's bell and user menu, and the helpers
            // they share. The public pages load none of it (decision 010).
            { name: 'signed-in', test: SIGNED_IN },
            // Helpers most pages share (class names, counted words, error sentences): one
            // request of about 1 KB instead of four smaller ones.
            { name: 'helpers', test: HELPERS },
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
    // The tests' browser is where the default school is (the settings' UTC-5), as the browser
    // tests' is (decisions/028): a page's "today" is the school's day once its settings are
    // loaded and the reader's before, and the two then agree at every hour.
    env: { TZ: 'Etc/GMT+5' },
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    restoreMocks: true,
    // A busy 2-core CI machine renders a page of 50 rows in seconds, not milliseconds.
    testTimeout: 15_000,
    // Vitest keeps a core free by default, which on a 2-core machine runs the files one at a
    // time; most of a file's time is jsdom's setup and waiting, so two at once nearly halve the
    // run (267 s to 142 s on the CI machine). Testing Library's waits allow for the sharing
    // (src/testing/setup.ts).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
