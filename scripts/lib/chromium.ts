import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's Chromium, for what needs the whole browser: rendering diagrams, the Lighthouse and
 * weight benchmarks, search latency. Nothing here ever downloads a browser.
 */
export const chromiumPath = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The end-to-end tests drive Debian's `chromium-headless-shell`, the same Chromium built without
 * a display (the package Playwright's own headless mode uses): on two cores it opens a context and a
 * page and hydrates it in about half the time of `chromium --headless`. The full browser also
 * stopped drawing frames after a resize in several runs (see nextFrames in tests/e2e/support/layout.ts),
 * failing whatever waited for a frame. PLAYWRIGHT_CHROMIUM_PATH overrides both paths.
 */
export const testChromiumPath = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell';

const args = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const chromiumLaunchOptions: LaunchOptions = { executablePath: chromiumPath, args };

export const testChromiumLaunchOptions: LaunchOptions = { executablePath: testChromiumPath, args };
