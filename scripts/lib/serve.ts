import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

/** Serves a production build with `docusaurus serve` and resolves once it answers. */
export async function serveBuild(dir: string): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const child = spawn('npx', ['docusaurus', 'serve', '--dir', dir, '--port', String(port), '--host', '127.0.0.1', '--no-open'], {
    stdio: 'ignore',
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1' },
    detached: true,
  });
  const stop = () => {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      stop();
      throw new Error(`docusaurus serve did not answer on ${url}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}
