import { config } from 'zod';

// Imported by the house API client before any schema is used: zod's compiled fast path needs `new Function`, which the
// pages' policy refuses (no 'unsafe-eval'); without this its probe is reported as a violation (as on the site,
// apps/web/src/lib/zod-jitless.ts).
config({ jitless: true });
