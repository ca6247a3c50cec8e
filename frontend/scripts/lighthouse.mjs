#!/usr/bin/env node
// Lighthouse on the portal at phone size (issue 21's audits): the landing page and each role's
// dashboard, signed in, must score at least 90 for performance and 95 for accessibility.
//
// Lighthouse 12 runs in Debian's Chromium (headless) with its default mobile settings: a
// Moto G Power's screen (412×823) and simulated throttling (slow 4G, and a CPU slower than this
// machine's). Simulated throttling computes the phone's timings from one unthrottled load, so it
// is steadier than slowing the browser down for real; a busy machine still makes it noisier (the
// same build of a dashboard scored 79 and 94 minutes apart on a 2-core machine). So each page is
// audited once, and a page that scores under a threshold is audited four times more and judged
// on the median of the five runs, as Lighthouse's own guidance on variability advises
// (LIGHTHOUSE_RUNS=3 audits every page at least three times).
//
// The phone should not depend on the machine that runs the audit. Lighthouse's CPU slowdown is
// relative to the host: its default 4× is meant for a fast desktop (its command line warns
// below benchmark index 1,000, a host about half as fast as it expects), and the same 2-core
// machine measured 2,200–2,800 on a quiet morning and 1,200–1,500 on a slow day, when CI scored
// a dashboard 76 that scores 91–93 on the quiet morning, with nothing changed. So the script
// measures the host with Lighthouse's own benchmark (computeBenchmarkIndex) and scales the
// slowdown to it, as Lighthouse's throttling guide advises for slower hosts ("Calibrating the
// CPU slowdown"): 4 × index / 2,000, our own approximation of its calculator, never more than
// the default 4× (a faster host audits as Lighthouse always did) and never under 1×.
//
// One reading is itself noisy on a shared 2-core machine: CI read 1,042 and 1,816 minutes apart
// in one step, and the runs slowed 3.2–3.6× scored the admin's dashboard 83–84 where those slowed
// 2.1–2.3× scored 88–94. What matters is the host's speed while the page loads, and simulated
// throttling makes that readable: Lighthouse loads the page once unthrottled and computes the
// phone's timings from that load when it audits. So each page is gathered first (Lighthouse's
// gather mode, into a temporary folder), the index is read before the load (in a tab of our own,
// then by Lighthouse itself as its gather starts) and just after it, and the load is audited
// (audit mode) slowed by the median of the three: a reading taken while a neighbour held the
// CPU is outvoted by the other two. (No reading can be taken during the load without slowing
// it.) The readings and the slowdown print with each run.
//
// A signed-in page is audited with the session already in the browser: the script signs in
// through the API, puts the tokens and the user into localStorage the way the sign-in page does
// (authToken, refreshToken, userData), then lets Lighthouse load the dashboard. Lighthouse 12
// keeps localStorage between runs (its storage reset clears caches, service workers and
// Cache Storage only), so the first load is a real cold load of a signed-in user's page.
//
// Where it runs and who signs in, as the browser tests (playwright.config.ts, e2e/accounts.ts):
//   E2E_BASE_URL       the portal (default http://127.0.0.1:8080)
//   E2E_DATABASE_URL   its database, and E2E_BIN the server's binary: the script makes the
//                      admin `e2e.admin` with `school-portal create-admin` when it is missing,
//                      then a class with its class teacher, a student and a parent through the API
//   LIGHTHOUSE_ACCOUNTS  instead, existing accounts: `admin=user,teacher=user,student=user,
//                      parent=user`, all with the password LIGHTHOUSE_PASSWORD
//   CHROMIUM_PATH      the browser (default /usr/bin/chromium)
//   LIGHTHOUSE_RUNS    audits of each page (default 1, five when the first is under a threshold)
//   LIGHTHOUSE_PAGES   only the pages whose names contain one of these words: `admin,parent`
//
// Prints a table of the median scores; writes each page's report (of its median run) as HTML and
// JSON to ../screenshots/lighthouse/; exits 1 naming the page and its costliest audits when a
// score is under its threshold. puppeteer-core and chrome-launcher come with lighthouse.
//
//   node scripts/lighthouse.mjs
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import pg from 'pg';
import puppeteer from 'puppeteer-core';

const THRESHOLDS = { performance: 90, accessibility: 95 };
const BASE = (process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
const OUT = new URL('../../screenshots/lighthouse/', import.meta.url);
const PASSWORD = process.env.LIGHTHOUSE_PASSWORD ?? 'Sch00l portal!';
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
/** Runs a page gets when its first are under a threshold: the median of these is judged. */
const RUNS_WHEN_LOW = 5;
/** Lighthouse's default CPU slowdown, and the host's benchmark index it is meant for. */
const DEFAULT_SLOWDOWN = 4;
const BASELINE_INDEX = 2000;

/** The CPU slowdown that makes a host of benchmark index `index` the same phone. */
const cpuSlowdown = (index) =>
  Math.round(
    Math.min(DEFAULT_SLOWDOWN, Math.max(1, (DEFAULT_SLOWDOWN * index) / BASELINE_INDEX)) * 10,
  ) / 10;

const ALL_PAGES = [
  { name: 'landing', path: '/' },
  { name: 'admin dashboard', path: '/admin/dashboard', role: 'admin' },
  { name: 'teacher dashboard', path: '/teacher/dashboard', role: 'teacher' },
  { name: 'student dashboard', path: '/student/dashboard', role: 'student' },
  { name: 'parent dashboard', path: '/parent/dashboard', role: 'parent' },
];
/** LIGHTHOUSE_PAGES=admin,parent audits only the pages whose names contain those words. */
const PAGES = process.env.LIGHTHOUSE_PAGES
  ? ALL_PAGES.filter((p) => process.env.LIGHTHOUSE_PAGES.split(',').some((w) => p.name.includes(w)))
  : ALL_PAGES;

async function call(method, path, body, token) {
  const answer = await fetch(`${BASE}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await answer.text();
  if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

const signIn = (username) =>
  call('POST', '/api/auth/login/', { username, password: PASSWORD }).then((body) => ({
    ...body,
    user: { ...body.user, role: String(body.user.role).toLowerCase() },
  }));

async function withDatabase(work) {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('Set E2E_DATABASE_URL and E2E_BIN, or LIGHTHOUSE_ACCOUNTS');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The username of each role's account, made as the browser tests make theirs. */
async function accounts() {
  if (process.env.LIGHTHOUSE_ACCOUNTS) {
    return Object.fromEntries(process.env.LIGHTHOUSE_ACCOUNTS.split(',').map((p) => p.split('=')));
  }
  const admin = 'e2e.admin';
  const exists = await withDatabase(
    async (c) => (await c.query('SELECT 1 FROM users WHERE username = $1', [admin])).rowCount,
  );
  if (!exists) {
    if (!process.env.E2E_BIN) throw new Error('E2E_BIN is not set');
    execFileSync(
      process.env.E2E_BIN,
      ['create-admin', '--username', admin, '--first-name', 'Grace', '--last-name', 'Admin'],
      {
        input: `${PASSWORD}\n`,
        env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL },
      },
    );
  }
  const token = (await signIn(admin)).access;
  const n = Date.now() % 100000;
  const levels = await call('GET', '/api/class-levels/', undefined, token);
  const teacher = await call(
    'POST',
    '/api/teachers/',
    {
      staff_number: `LH-${n}`,
      first_name: 'Amaka',
      last_name: 'Obi',
      email: `lh${n}@school.example`,
      password: PASSWORD,
    },
    token,
  );
  const klass = await call(
    'POST',
    '/api/classes/',
    { level_id: levels.results[0].id, arm: `LH${n}`, class_teacher_id: teacher.id },
    token,
  );
  const student = await call(
    'POST',
    '/api/students/',
    {
      admission_number: `LH/${n}/1`,
      first_name: 'Tobi',
      last_name: `Lighthouse${n}`,
      class_id: klass.id,
      password: PASSWORD,
    },
    token,
  );
  const parent = await call(
    'POST',
    '/api/parents/',
    {
      first_name: 'Funke',
      last_name: `Lighthouse${n}`,
      email: `lhparent${n}@home.example`,
      password: PASSWORD,
      children: [{ student_id: student.id, relationship: 'Mother' }],
    },
    token,
  );
  const made = [teacher.username, student.username, parent.username];
  await withDatabase((c) =>
    c.query('UPDATE users SET must_change_password = false WHERE username = ANY($1)', [made]),
  );
  return { admin, teacher: made[0], student: made[1], parent: made[2] };
}

/**
 * Puts `username`'s session into the browser's localStorage for the portal's origin, as the
 * sign-in page does.
 */
async function storeSession(browser, username) {
  const session = username ? await signIn(username) : null;
  const page = await browser.newPage();
  try {
    // A page of the portal's origin that runs none of its script.
    await page.goto(`${BASE}/api/health/`);
    await page.evaluate((s) => {
      localStorage.clear();
      if (!s) return;
      localStorage.setItem('authToken', s.access);
      if (s.refresh) localStorage.setItem('refreshToken', s.refresh);
      localStorage.setItem('userData', JSON.stringify(s.user));
    }, session);
  } finally {
    await page.close();
  }
}

/** One reading of the host's benchmark index, in a blank tab of the same browser. */
async function readIndex(browser) {
  const page = await browser.newPage();
  try {
    return Math.round(await page.evaluate(pageFunctions.computeBenchmarkIndex));
  } finally {
    await page.close();
  }
}

/**
 * Audits `url` as a phone: Lighthouse loads it once unthrottled (its gather), and its simulated
 * throttling then computes the phone's timings from that load with the slowdown given when it
 * audits. So the slowdown is chosen after the load, from the host's index read before it (by us,
 * then by Lighthouse as its gather starts) and just after it: the median of the three.
 */
async function audit(browser, port, url) {
  const dir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  try {
    const settings = {
      port,
      output: ['html', 'json'],
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    };
    const before = await readIndex(browser);
    await lighthouse(url, { ...settings, gatherMode: dir });
    const after = await readIndex(browser);
    const saved = join(dir, 'artifacts.json');
    const artifacts = JSON.parse(readFileSync(saved, 'utf8'));
    const readings = [before, Math.round(artifacts.BenchmarkIndex), after];
    const slowdown = cpuSlowdown(median(readings));
    // The gather was not throttled (simulated throttling): of the slowdown it was saved with it
    // used only the budget it gives requestIdleCallback, which the portal never calls. Lighthouse
    // audits only artifacts saved with its own settings. (A page that failed to load is still
    // audited, and its lhr's runtimeError says why.)
    const throttling = { ...artifacts.settings.throttling, cpuSlowdownMultiplier: slowdown };
    writeFileSync(
      saved,
      JSON.stringify({ ...artifacts, settings: { ...artifacts.settings, throttling } }),
    );
    const result = await lighthouse(undefined, { ...settings, auditMode: dir, throttling });
    if (!result) throw new Error(`Lighthouse did not audit ${url}`);
    return { ...result, readings, slowdown };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);

/** The category's audits that cost the most points, as lines for people. */
function costliest(lhr, id, count = 5) {
  const audits = lhr.categories[id].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => audit.score !== null && audit.score < 1)
    .sort((a, b) => b.ref.weight * (1 - b.audit.score) - a.ref.weight * (1 - a.audit.score));
  return audits
    .slice(0, count)
    .map(
      ({ audit }) =>
        `      ${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`,
    );
}

/** The middle value; of an even number, the lower of the two middle ones. */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const low = (s) =>
  s.performance < THRESHOLDS.performance || s.accessibility < THRESHOLDS.accessibility;

async function main() {
  const users = await accounts();
  mkdirSync(OUT, { recursive: true });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const results = [];
  try {
    for (const page of PAGES) {
      const runs = [];
      while (runs.length < RUNS || (runs.length < RUNS_WHEN_LOW && runs.some(low))) {
        await storeSession(browser, page.role ? users[page.role] : null);
        const { lhr, report, readings, slowdown } = await audit(
          browser,
          chrome.port,
          `${BASE}${page.path}`,
        );
        if (lhr.runtimeError) {
          throw new Error(`${page.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        }
        runs.push({
          performance: score(lhr, 'performance'),
          accessibility: score(lhr, 'accessibility'),
          lhr,
          report,
        });
        console.log(
          `  ${page.name}, run ${runs.length}: performance ${runs.at(-1).performance}, ` +
            `accessibility ${runs.at(-1).accessibility} ` +
            `(host index ${readings.join(', ')} before, as Lighthouse began and after the load; CPU ${slowdown}× slower)`,
        );
      }
      const scores = medians(runs);
      // The reports of the run whose performance is the median's.
      const { report } = runs.find((r) => r.performance === scores.performance);
      const file = page.name.replace(/\W+/g, '-');
      writeFileSync(new URL(`${file}.report.html`, OUT), report[0]);
      writeFileSync(new URL(`${file}.report.json`, OUT), report[1]);
      results.push({ page, runs, scores });
    }
  } finally {
    await browser.disconnect();
    await chrome.kill();
  }

  console.log(
    `\n  ${'page'.padEnd(20)} ${'performance'.padStart(11)} ${'accessibility'.padStart(13)}  runs`,
  );
  for (const { page, runs, scores } of results) {
    console.log(
      `  ${page.name.padEnd(20)} ${String(scores.performance).padStart(11)} ` +
        `${String(scores.accessibility).padStart(13)}  ${runs.length}`,
    );
  }
  console.log(
    `  (thresholds: performance ${THRESHOLDS.performance}, accessibility ${THRESHOLDS.accessibility}; ` +
      `the median of the runs; reports in ${OUT.pathname})`,
  );

  const failed = results.filter(({ scores }) => low(scores));
  for (const { page, runs, scores } of failed) {
    // The run whose figure is the median's tells which audits cost the points.
    for (const id of ['performance', 'accessibility']) {
      if (scores[id] >= THRESHOLDS[id]) continue;
      const run = runs.find((r) => r[id] === scores[id]);
      console.error(
        `\n${page.name} (${page.path}): ${id} ${scores[id]}, under ${THRESHOLDS[id]}. ` +
          `What costs the most:\n${costliest(run.lhr, id).join('\n')}`,
      );
    }
  }
  if (failed.length > 0) process.exit(1);
}

/** The median of each score over `runs`. */
function medians(runs) {
  return {
    performance: median(runs.map((r) => r.performance)),
    accessibility: median(runs.map((r) => r.accessibility)),
  };
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
