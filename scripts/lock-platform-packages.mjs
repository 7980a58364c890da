// The npm registry reachable here has no builds of @swc/core and @swc/html for other platforms,
// so `npm install` leaves their optional platform packages out of package-lock.json and `npm ci`
// then refuses the lock file as out of sync. This adds the missing entries as optional,
// platform-restricted packages (never fetched on Linux x64). Idempotent; run after `npm install`.
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const parents = ['node_modules/@swc/core', 'node_modules/@swc/html'];
let added = 0;

function platformOf(name) {
  const [, os, cpu, abi] = /-(darwin|linux|win32)-([a-z0-9]+)(?:-([a-z]+))?$/.exec(name) ?? [];
  if (!os) throw new Error(`cannot tell the platform of ${name}`);
  const entry = { os: [os], cpu: [cpu] };
  if (abi === 'gnu' || abi === 'gnueabihf') entry.libc = ['glibc'];
  if (abi === 'musl') entry.libc = ['musl'];
  return entry;
}

for (const parent of parents) {
  const optional = lock.packages[parent]?.optionalDependencies ?? {};
  for (const [name, version] of Object.entries(optional)) {
    const key = `node_modules/${name}`;
    if (lock.packages[key]) continue;
    lock.packages[key] = { version, license: 'Apache-2.0 AND MIT', optional: true, ...platformOf(name), engines: { node: '>=10' } };
    added++;
  }
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(lockPath, JSON.stringify(lock, null, 2) + '\n');
console.log(`lock-platform-packages: added ${added} optional platform entries`);
