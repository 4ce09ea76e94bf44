#!/usr/bin/env node
// The browser tests' server. With TEST_DATABASE_URL it runs on a fresh PostgreSQL database of its own (dropped when
// the tests end), since many browsers at once queue behind PGlite's single connection; without it, on a temporary
// PGlite folder, as `npm start` does. The server tests cover both databases.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const root = join(import.meta.dirname, '..');
const adminUrl = process.env.TEST_DATABASE_URL;
const env = { ...process.env };
let databaseName;

async function admin(statement) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

if (adminUrl) {
  databaseName = `e2e_${Date.now()}_${process.pid}`;
  await admin(`create database ${databaseName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  env.DATABASE_URL = url.toString();
} else {
  env.DATA_DIR = mkdtempSync(join(tmpdir(), 'casino-e2e-'));
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root, env, stdio: 'inherit' });

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  server.kill('SIGTERM');
  await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve()));
  if (databaseName) await admin(`drop database if exists ${databaseName} with (force)`).catch(() => undefined);
  process.exit(code);
}
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));
server.on('exit', (code) => void stop(code ?? 1));
