import type { Page } from '@playwright/test';
import { test, expect, expectCleanPage, gotoHydrated } from './support/fixtures';
import { networks } from '../../src/data/networks';
import { addEthereumChainParameter } from '../../src/lib/walletNetwork';

/**
 * AddNetworkButton and the copy buttons, driven with a fake EIP-1193 wallet injected before the
 * page loads. The fake records every request, so each test checks both what the component asked
 * the wallet and what it told the reader.
 */

const PAGE = '/get-started/build/network-info';

/** How the fake wallet answers a method: resolve, or reject with an EIP-1193 style error. */
type Answer = { resolve: null } | { reject: { code: number; message: string } };

interface WalletScript {
  switch: Answer;
  add?: Answer;
  /** Hold every answer until the test calls `releaseWallet`, to observe the waiting state. */
  hold?: boolean;
}

interface RecordedCall {
  method: string;
  params: unknown[];
}

async function injectWallet(page: Page, script: WalletScript): Promise<void> {
  await page.addInitScript((s: WalletScript) => {
    const calls: { method: string; params: unknown[] }[] = [];
    const held: (() => void)[] = [];
    const w = window as unknown as { __walletCalls: typeof calls; __releaseWallet: () => void };
    w.__walletCalls = calls;
    w.__releaseWallet = () => held.splice(0).forEach((answer) => answer());
    const answers: Record<string, Answer | undefined> = {
      wallet_switchEthereumChain: s.switch,
      wallet_addEthereumChain: s.add,
    };
    (window as unknown as { ethereum: unknown }).ethereum = {
      isFakeWallet: true,
      request({ method, params }: { method: string; params?: unknown[] }) {
        calls.push({ method, params: params ?? [] });
        const answer = answers[method];
        return new Promise((resolve, reject) => {
          const settle = () => {
            if (!answer) reject({ code: 4200, message: `Unsupported method ${method}` });
            else if ('reject' in answer) reject(answer.reject);
            else resolve(answer.resolve);
          };
          if (s.hold) held.push(settle);
          else setTimeout(settle, 0);
        });
      },
    };
  }, script);
}

const releaseWallet = (page: Page) => page.evaluate(() => (window as unknown as { __releaseWallet: () => void }).__releaseWallet());

const walletCalls = (page: Page) => page.evaluate(() => (window as unknown as { __walletCalls: RecordedCall[] }).__walletCalls);

function widget(page: Page, network: 'mainnet' | 'sepolia') {
  const root = page.locator(`[data-network="${network}"]`);
  return {
    root,
    button: root.getByRole('button', { name: `Add ${networks[network].name} to your wallet` }),
    status: root.locator(':scope > p[role="status"]'),
    manualTable: root.locator('table'),
  };
}

const ok: Answer = { resolve: null };
const unknownChain: Answer = { reject: { code: 4902, message: 'Unrecognized chain ID "0xe705".' } };
const userRejected: Answer = { reject: { code: 4001, message: 'User rejected the request.' } };

test.describe('AddNetworkButton', () => {
  test('switches a wallet that already knows the chain, showing the wait meanwhile', async ({ page, problems }) => {
    await injectWallet(page, { switch: ok, hold: true });
    await gotoHydrated(page, PAGE);
    const { button, status, manualTable } = widget(page, 'sepolia');

    await button.click();
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(status).toHaveText('Waiting for your wallet: approve or decline the request there.');
    // A second click while the wallet is open sends no second request. (force: Playwright itself
    // refuses to click an aria-disabled button, but a user's click still reaches it.)
    await button.click({ force: true });
    expect(await walletCalls(page)).toHaveLength(1);

    await releaseWallet(page);
    await expect(status).toHaveText('Your wallet is now using Linea Sepolia.');
    await expect(button).toHaveAttribute('aria-disabled', 'false');
    await expect(manualTable).toHaveCount(0);
    expect(await walletCalls(page)).toEqual([{ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xe705' }] }]);
    expectCleanPage(problems);
  });

  for (const network of ['sepolia', 'mainnet'] as const) {
    test(`adds ${networks[network].name} after the wallet answers 4902`, async ({ page, problems }) => {
      await injectWallet(page, { switch: unknownChain, add: ok });
      await gotoHydrated(page, PAGE);
      const { button, status } = widget(page, network);

      await button.click();
      await expect(status).toHaveText(
        `${networks[network].name} is now in your wallet. If the wallet did not switch to it, pick it from the wallet's network list.`,
      );
      const calls = await walletCalls(page);
      expect(calls.map((c) => c.method)).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain']);
      expect(calls[1]?.params).toEqual([addEthereumChainParameter(networks[network])]);
      expect(calls[1]?.params[0]).toMatchObject({ chainId: network === 'mainnet' ? '0xe708' : '0xe705' });
      await expect(button).toHaveAttribute('aria-disabled', 'false');
      expectCleanPage(problems);
    });
  }

  test('says so politely when the user rejects the switch, and never tries to add', async ({ page }) => {
    await injectWallet(page, { switch: userRejected, add: ok });
    await gotoHydrated(page, PAGE);
    const { button, status, manualTable } = widget(page, 'sepolia');

    await button.click();
    await expect(status).toHaveText(
      'You declined the switch to Linea Sepolia, so nothing changed in your wallet. Click the button again whenever you are ready.',
    );
    await expect(button).toHaveAttribute('aria-disabled', 'false');
    await expect(manualTable).toHaveCount(0);
    expect((await walletCalls(page)).map((c) => c.method)).toEqual(['wallet_switchEthereumChain']);
  });

  test('says so politely when the user rejects adding the network', async ({ page }) => {
    await injectWallet(page, { switch: unknownChain, add: userRejected });
    await gotoHydrated(page, PAGE);
    const { button, status } = widget(page, 'sepolia');

    await button.click();
    await expect(status).toHaveText(
      'You declined adding Linea Sepolia, so nothing changed in your wallet. Click the button again whenever you are ready.',
    );
    await expect(button).toHaveAttribute('aria-disabled', 'false');
    expect((await walletCalls(page)).map((c) => c.method)).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain']);

    // The button works again: a second click asks the wallet again.
    await button.click();
    await expect.poll(async () => (await walletCalls(page)).length).toBe(4);
  });

  test('reports any other wallet error plainly and offers the manual parameters', async ({ page, problems }) => {
    await injectWallet(page, { switch: { reject: { code: -32603, message: 'Internal JSON-RPC error.' } } });
    await gotoHydrated(page, PAGE);
    const { button, status, manualTable } = widget(page, 'sepolia');

    await button.click();
    await expect(status).toHaveText(
      'Sorry, your wallet could not switch to Linea Sepolia (it said: “Internal JSON-RPC error.”). Try again, or add the network by hand with the parameters below.',
    );
    await expect(button).toHaveAttribute('aria-disabled', 'false');
    await expect(manualTable).toBeVisible();
    await expect(manualTable.getByRole('row', { name: /Chain ID/ })).toContainText(String(networks.sepolia.chainId));
    expect((await walletCalls(page)).map((c) => c.method)).toEqual(['wallet_switchEthereumChain']);
    expectCleanPage(problems);
  });

  test('without a wallet, explains it and shows the parameters to add by hand', async ({ page, problems }) => {
    await gotoHydrated(page, PAGE);
    expect(await page.evaluate(() => 'ethereum' in window)).toBe(false);
    const { button, status, manualTable } = widget(page, 'mainnet');

    await expect(manualTable).toHaveCount(0);
    await button.click();
    await expect(status).toHaveText(
      'No browser wallet was found on this page. To add Linea Mainnet by hand, copy the parameters below into your wallet.',
    );
    await expect(manualTable).toBeVisible();
    for (const value of [networks.mainnet.name, networks.mainnet.rpcUrls.http, String(networks.mainnet.chainId), 'ETH']) {
      await expect(manualTable).toContainText(value);
    }
    await expect(button).toHaveAttribute('aria-disabled', 'false');
    expectCleanPage(problems);
  });
});

test.describe('copy buttons', () => {
  test('copy a parameter with the Clipboard API and announce it', async ({ page, context, problems }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, PAGE);

    const copy = page.locator('button[title="Copy chain ID of Linea Sepolia"]').first();
    await expect(copy).toHaveAccessibleName('Copy chain ID of Linea Sepolia');
    await copy.click();
    await expect(copy).toHaveText('Copied');
    // The accessible name holds the word shown (WCAG 2.5.3).
    await expect(copy).toHaveAccessibleName('Copied chain ID of Linea Sepolia');
    await expect(page.getByRole('status').filter({ hasText: 'Copied the chain ID of Linea Sepolia to the clipboard.' })).toHaveCount(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(String(networks.sepolia.chainId));

    // The label returns after a moment, ready for the next copy.
    await expect(copy).toHaveText('Copy', { timeout: 5000 });
    await expect(copy).toHaveAccessibleName('Copy chain ID of Linea Sepolia');
    expectCleanPage(problems);
  });

  test('fall back to a selected textarea when the Clipboard API is refused', async ({ page }) => {
    await page.addInitScript(() => {
      const copied: string[] = [];
      (window as unknown as { __copied: string[] }).__copied = copied;
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) },
      });
      document.execCommand = (command: string) => {
        const active = document.activeElement;
        if (command === 'copy' && active instanceof HTMLTextAreaElement) copied.push(active.value);
        return command === 'copy';
      };
    });
    await gotoHydrated(page, PAGE);

    const copy = page.locator('button[title="Copy RPC URL of Linea Mainnet"]').first();
    await expect(copy).toHaveAccessibleName('Copy RPC URL of Linea Mainnet');
    await copy.click();
    await expect(copy).toHaveText('Copied');
    expect(await page.evaluate(() => (window as unknown as { __copied: string[] }).__copied)).toEqual([networks.mainnet.rpcUrls.http]);
    // The helper textarea is gone and the focus is back on the button.
    await expect(page.locator('body > textarea')).toHaveCount(0);
    await expect(copy).toBeFocused();
  });

  test('say so when nothing could be copied', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { value: undefined });
      document.execCommand = () => false;
    });
    await gotoHydrated(page, PAGE);

    const copy = page.locator('button[title="Copy chain ID of Linea Mainnet"]').first();
    await expect(copy).toHaveAccessibleName('Copy chain ID of Linea Mainnet');
    await copy.click();
    await expect(copy).toHaveText('Not copied');
    await expect(copy).toHaveAccessibleName('Not copied: chain ID of Linea Mainnet');
    await expect(
      page.getByRole('status').filter({ hasText: 'Could not copy the chain ID of Linea Mainnet. Select the value and copy it by hand.' }),
    ).toHaveCount(1);
  });
});
