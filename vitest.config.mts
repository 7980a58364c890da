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
  },
});
