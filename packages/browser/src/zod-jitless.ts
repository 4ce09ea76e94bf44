import { config } from 'zod';

// Imported first by main.tsx, before any schema exists: zod's compiled fast path needs `new Function`, which the
// site's Content-Security-Policy refuses (no 'unsafe-eval'); without this its probe is reported as a violation.
config({ jitless: true });
