import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: {
    alias: { '@site': fileURLToPath(new URL('.', import.meta.url)) },
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Vitest leaves a core free by default, which on CI's two cores runs the files one at a time.
    // Many tests wait on processes they start (interpreters, git, the MCP server), so every core
    // works: the unit tests took 224 s with one worker on two cores.
    maxWorkers: availableParallelism(),
    // Each worker loads a module once for all the files it runs, rather than once per file: the
    // files import the same large modules (TypeScript, viem, the search engine, the site's data),
    // and loading them again for every file took a third of the run (103 s against 69 s on two
    // cores, medians of three paired runs; every file passed in three shuffled orders too). The
    // price is that a file must leave no state behind: a test that fakes timers, stubs a global
    // or an environment variable, or redefines a property of the document puts it back.
    isolate: false,
    // And as a safety net, stubbed globals and environment variables are put back before each test.
    unstubGlobals: true,
    unstubEnvs: true,
    // What the safety net does not cover: after each file the setup file empties the jsdom document
    // (which the next jsdom file in the worker gets) and turns fake timers off.
    setupFiles: ['tests/unit/support/setup.ts'],
  },
});
