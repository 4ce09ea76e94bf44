import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { messageParts } from './build/message-parts.ts';
import { siteFonts } from './build/site-fonts.ts';

export default defineConfig({
  plugins: [react(), siteFonts(), messageParts()],
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    testTimeout: 30_000,
  },
});
