#!/usr/bin/env node
// Runs every suite (contract, server on PGlite and PostgreSQL, web, browser end-to-end) and closes with one line
// "N passed, N failed, N skipped" summing them all. Exits non-zero when anything failed or a runner broke.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumPath } from '../e2e/chromium-path.mjs';

const root = join(import.meta.dirname, '..');
const results = join(root, '.test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
/** The failed tests' names, printed again just above the closing line, where a CI log's tail shows them. */
const failures = [];
let broken = false;

function run(command, args, env = {}) {
  const child = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return child.status ?? 1;
}

function firstLine(text) {
  return (
    String(text ?? '')
      .split('\n')
      .find((line) => line.trim() !== '') ?? ''
  );
}

/** Every failed test of a Playwright JSON report, as "file > title [project]". */
function playwrightFailures(suite, file = suite.file) {
  const found = [];
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status === 'unexpected') found.push(`${file ?? spec.file} > ${spec.title} [${test.projectName}]`);
    }
  }
  for (const child of suite.suites ?? []) found.push(...playwrightFailures(child, child.file ?? file));
  return found;
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/**
 * The build the browser suites need runs beside the unit suites (it needs no database), its output kept in a file
 * and printed when it is done; the browser suites wait for it.
 */
function buildInBackground() {
  const log = join(results, 'build.log');
  // A file, not a pipe: the unit suites run with spawnSync, which leaves no turn of the event loop to drain a pipe.
  const out = openSync(log, 'w');
  const child = spawn('npm', ['run', 'build', '--silent'], { cwd: root, stdio: ['ignore', out, out] });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      closeSync(out);
      process.stdout.write(`\n${readFileSync(log, 'utf8')}`);
      resolve(code ?? 1);
    });
  });
}
const hasChromium = Boolean(chromiumPath());
const building = hasChromium ? buildInBackground() : Promise.resolve(1);

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
  for (const file of vitest.testResults) {
    const name = file.name.replace(`${root}/`, '');
    if (file.status === 'failed' && file.assertionResults.length === 0) failures.push(`${name}: ${firstLine(file.message)}`);
    for (const test of file.assertionResults) {
      if (test.status === 'failed') failures.push(`${name} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
  }
}
if (!vitest || (vitestStatus !== 0 && vitest.numFailedTests === 0 && totals.failed === 0)) broken = true;

// Browser suites.
if (!hasChromium) {
  console.error(
    '\nNo Chromium found for the browser tests. Install it with `apt-get install -y chromium` (Debian/Ubuntu),\n' +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary. The browser suites count as failed until then.\n',
  );
  totals.failed += 1;
} else if ((await building) !== 0) {
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
    for (const suite of report.suites ?? []) failures.push(...playwrightFailures(suite));
    for (const error of report.errors ?? []) failures.push(`browser run: ${firstLine(error.message)}`);
  }
  if (!report || (status !== 0 && report.stats.unexpected === 0 && !report.errors?.length)) broken = true;
}

if (broken && totals.failed === 0) totals.failed = 1;
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((line) => `  ${line.slice(0, 300)}`).join('\n')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
