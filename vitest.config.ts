/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Astro's Vite setup, so modules that read astro:env (src/lib/config.ts) work under vitest.
export default getViteConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/publisher/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    // The stand-in hashes passwords at a low cost here (the real one in `npm start`): how many
    // a test makes must not decide, on a slow machine, whether it passes.
    env: { API_PASSWORD_COST: '10' },
    hookTimeout: 60_000,
    // Every core (vitest's default leaves one idle, which ran the files one at a time on the
    // 2-core machines the project is tested on: 164 s, now 97 s).
    maxWorkers: '100%',
  },
});
