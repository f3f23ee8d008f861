import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      // Vitest leaves one core free by default: on a 2-core machine that is one worker.
      maxWorkers: 2,
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            include: [
              'src/**/*.test.{ts,tsx}',
              'mocks/**/*.test.ts',
              'tests/security/**/*.test.{ts,tsx}',
            ],
            exclude: ['tests/security/**/*.node.test.ts'],
            setupFiles: ['./src/testing/setup.ts'],
            restoreMocks: true,
            isolate: false,
            // A component test renders whole forms in jsdom: on a busy 2-core machine one takes
            // seconds. A test that hangs still fails, and one that times out no longer lets its
            // still-running body disturb the next test of the file.
            testTimeout: 20_000,
          },
        },
        {
          extends: true,
          test: {
            // The attacks on the servers and the build (tests/security/*.node.test.ts) and the servers'
            // own checks (tests/servers/) and the docs' links (tests/docs/), in Node.
            name: 'security',
            environment: 'node',
            include: [
              'tests/security/**/*.node.test.ts',
              'tests/servers/**/*.node.test.ts',
              'tests/docs/**/*.node.test.ts',
            ],
            testTimeout: 30_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'contract',
            environment: 'node',
            include: ['tests/contract/**/*.test.ts'],
            // Every test resets the mock backend, so files may share one module graph per worker
            // (the handlers and the contract are loaded once instead of once per file).
            isolate: false,
            testTimeout: 60_000,
            hookTimeout: 60_000,
          },
        },
      ],
    },
  }),
);
