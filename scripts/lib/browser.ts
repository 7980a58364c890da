import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium';

/** Debian's Chromium path and the end-to-end tests' flags, for tools that launch it themselves. */
export { chromiumLaunchOptions };

/** Debian's Chromium with the same flags as the end-to-end tests. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions);
}
