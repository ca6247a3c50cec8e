#!/usr/bin/env node
// The size budget of the built frontend (issues 5 and 13), read from dist/ after `vite build`:
//
//   - the landing page's JavaScript at most 120 kB as sent IN ALL: the entry script of
//     index.html with every chunk it imports statically (what every page loads first), plus the
//     route chunks the router then loads for `/` (the public layout and the landing page) with
//     their static imports;
//   - its CSS (the stylesheets index.html links) at most 20 kB as sent;
//   - every other chunk (route chunks and the chunks they share) at most 30 kB as sent, unless
//     ALLOWED below names it with the reason.
//
// It also prints the entry with its static imports alone, for information.
//
// Sizes are what the server sends a browser that accepts Brotli: the `.br` copy the build wrote
// beside each file (vite.config.ts, decision 013), else its `.gz` copy, else the file itself,
// in kB of 1000 bytes (as Vite prints them). The browser test edge.spec.ts checks the same
// figure as Chromium counts it (transferSize). Chunks are found by reading the build's own import statements, so no
// manifest is needed. Prints every figure; exits 1 when a budget is exceeded.
//
//   node scripts/size-budget.mjs [dist]
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, posix } from 'node:path';

const LANDING_JS_KB = 120;
const LANDING_CSS_KB = 20;
const CHUNK_KB = 30;

/** The route chunks the router loads for `/`, by chunk name (part of the landing page). */
const LANDING_ROUTE_CHUNKS = ['public-layout', 'landing'];

/** Chunks allowed over CHUNK_KB, by chunk name (the file name without its hash), and why. */
const ALLOWED = {
  'form-library':
    'zod 4 and react-hook-form with its resolvers: the form library every form page shares ' +
    '(sign-in, sign-up, settings, accounts, announcements, the register). Loaded only with the first form, ' +
    'never by the public pages, whose one form (the newsletter) does without it.',
  'admin-charts':
    "chart.js (its line and bar charts only, registered piece by piece) with the admin dashboard's " +
    'three charts: loaded by the admin dashboard alone, beside its answer, never by the public ' +
    'pages or the families’ phones (issue 21 asks for a maintained chart library there).',
};

const dist = process.argv[2] ?? 'dist';
const assets = join(dist, 'assets');
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`size budget: ${dist}/index.html is missing; run \`vite build\` first.`);
  process.exit(1);
}

const kb = (bytes) => bytes / 1000;
const fmt = (bytes) => `${kb(bytes).toFixed(1).padStart(6)} kB`;
/** The bytes sent for `file`: its Brotli copy, else its gzip copy, else itself. */
const sent = (file) => {
  for (const suffix of ['.br', '.gz', '']) {
    const path = join(dist, file + suffix);
    if (existsSync(path)) return readFileSync(path).length;
  }
  throw new Error(`${file} is missing from ${dist}`);
};
/** `assets/landing-DzmxeANV.js` -> `landing`. */
const chunkName = (file) => posix.basename(file).replace(/-[\w-]{8}\.(js|css)$/, '');

// The chunk graph, from the import statements of the minified chunks.
const STATIC = /(?:\bimport|\bexport)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']\.\/([\w.-]+\.js)["']/g;
const DYNAMIC = /\bimport\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/g;
const graph = new Map();
for (const name of readdirSync(assets).filter((f) => f.endsWith('.js'))) {
  const code = readFileSync(join(assets, name), 'utf8');
  const file = `assets/${name}`;
  const statics = [...code.matchAll(STATIC)].map((m) => `assets/${m[1]}`);
  const dynamics = [...code.matchAll(DYNAMIC)].map((m) => `assets/${m[1]}`);
  graph.set(file, { statics: [...new Set(statics)], dynamics: [...new Set(dynamics)] });
}

/** `roots` and every chunk they import statically, transitively. */
function closure(roots) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || !graph.has(file)) return;
    seen.add(file);
    for (const next of graph.get(file).statics) visit(next);
  };
  roots.forEach(visit);
  return seen;
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const attr = (re) => [...html.matchAll(re)].map((m) => m[1].replace(/^\//, ''));
const entries = attr(/<script[^>]*type="module"[^>]*src="([^"]+)"/g);
const css = attr(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g);
if (entries.length === 0) {
  console.error('size budget: no module script in index.html.');
  process.exit(1);
}

const entryClosure = closure(entries);
const routeRoots = [...graph.keys()].filter((f) => LANDING_ROUTE_CHUNKS.includes(chunkName(f)));
for (const name of LANDING_ROUTE_CHUNKS) {
  if (!routeRoots.some((f) => chunkName(f) === name)) {
    console.error(`size budget: no chunk named ${name}; update LANDING_ROUTE_CHUNKS.`);
    process.exit(1);
  }
}
const landing = closure([...entries, ...routeRoots]);
const sum = (files) => [...files].reduce((total, f) => total + sent(f), 0);

const failures = [];
console.log('Landing page JavaScript (as sent, Brotli):');
for (const file of [...landing].sort((a, b) => sent(b) - sent(a))) {
  const where = entryClosure.has(file) ? 'entry' : 'route';
  console.log(`  ${fmt(sent(file))}  ${where.padEnd(5)}  ${file}`);
}
const entryBytes = sum(entryClosure);
const landingBytes = sum(landing);
console.log(`  ${fmt(entryBytes)}  entry script and its static imports (for information)`);
console.log(
  `  ${fmt(landingBytes)}  in all, with the route chunks of / (budget ${LANDING_JS_KB} kB)`,
);
if (kb(landingBytes) > LANDING_JS_KB) {
  failures.push(`landing page JavaScript is ${fmt(landingBytes).trim()} > ${LANDING_JS_KB} kB`);
}

const cssBytes = sum(css);
console.log(`\nLanding page CSS (as sent, Brotli):`);
for (const file of css) console.log(`  ${fmt(sent(file))}  ${file}`);
console.log(`  ${fmt(cssBytes)}  in all (budget ${LANDING_CSS_KB} kB)`);
if (kb(cssBytes) > LANDING_CSS_KB) {
  failures.push(`landing page CSS is ${fmt(cssBytes).trim()} > ${LANDING_CSS_KB} kB`);
}

// Every chunk outside the entry: route chunks (the landing page's too) and the chunks they share.
const lazy = new Set([...graph.values()].flatMap((node) => node.dynamics));
console.log(`\nRoute and shared chunks (as sent, Brotli; budget ${CHUNK_KB} kB each):`);
const others = [...graph.keys()].filter((f) => !entryClosure.has(f));
for (const file of others.sort((a, b) => sent(b) - sent(a))) {
  const bytes = sent(file);
  const name = chunkName(file);
  const over = kb(bytes) > CHUNK_KB;
  const note = over && ALLOWED[name] ? `  allowed: ${ALLOWED[name]}` : '';
  const kind = lazy.has(file) ? 'route' : 'shared';
  console.log(`  ${fmt(bytes)}  ${kind.padEnd(6)}  ${file}${over ? ' OVER' : ''}${note}`);
  if (over && !ALLOWED[name]) failures.push(`${file} is ${fmt(bytes).trim()} > ${CHUNK_KB} kB`);
}
for (const name of Object.keys(ALLOWED)) {
  if (![...graph.keys()].some((f) => chunkName(f) === name)) {
    console.log(`  (the allowed chunk ${name} no longer exists: remove it from ALLOWED)`);
  }
}

if (failures.length > 0) {
  console.error(`\nSize budget exceeded:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}
console.log('\nSize budget met.');
