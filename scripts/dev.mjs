#!/usr/bin/env node
// Development: the server with reload on :3000 and the Vite dev server on :5173; Ctrl-C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@casino/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@casino/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
