import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium';

/** Debian's Chromium with the same flags as the end-to-end tests. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions);
}
