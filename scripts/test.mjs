#!/usr/bin/env node
// Runs every suite (contract, server on PGlite and PostgreSQL, web, browser end-to-end) and closes with one line
// "N passed, N failed, N skipped" summing them all. Exits non-zero when anything failed or a runner broke.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumPath } from '../e2e/chromium-path.mjs';

const root = join(import.meta.dirname, '..');
const results = join(root, '.test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
let broken = false;

function run(command, args, env = {}) {
  const child = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return child.status ?? 1;
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

// Unit and integration suites.
const vitestFile = join(results, 'vitest.json');
const vitestStatus = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestFile}`]);
const vitest = readJson(vitestFile);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
  // A suite that failed to load has no failed tests of its own: count it.
  totals.failed += vitest.testResults.filter((f) => f.status === 'failed' && f.assertionResults.length === 0).length;
}
if (!vitest || (vitestStatus !== 0 && vitest.numFailedTests === 0 && totals.failed === 0)) broken = true;

// Browser suites.
if (!chromiumPath()) {
  console.error(
    '\nNo Chromium found for the browser tests. Install it with `apt-get install -y chromium` (Debian/Ubuntu),\n' +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary. The browser suites count as failed until then.\n',
  );
  totals.failed += 1;
} else if (run('npm', ['run', 'build', '--silent']) !== 0) {
  console.error('\nThe web build failed, so the browser tests could not run.\n');
  totals.failed += 1;
} else {
  const playwrightFile = join(results, 'playwright.json');
  const status = run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightFile,
  });
  const report = readJson(playwrightFile);
  if (report) {
    totals.passed += report.stats.expected + report.stats.flaky;
    totals.failed += report.stats.unexpected;
    totals.skipped += report.stats.skipped;
    if (report.errors?.length) totals.failed += report.errors.length;
  }
  if (!report || (status !== 0 && report.stats.unexpected === 0 && !report.errors?.length)) broken = true;
}

if (broken && totals.failed === 0) totals.failed = 1;
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
