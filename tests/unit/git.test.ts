import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hasGitHistory } from '../../src/lib/git';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'linea-docs-git-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('hasGitHistory', () => {
  it('is false outside a repository and in one without commits', () => {
    const dir = tempDir();
    expect(hasGitHistory(dir)).toBe(false);
    execFileSync('git', ['init', '-q'], { cwd: dir });
    expect(hasGitHistory(dir)).toBe(false);
  });

  it('is true once a commit exists', () => {
    const dir = tempDir();
    execFileSync('git', ['init', '-q'], { cwd: dir });
    writeFileSync(join(dir, 'a.md'), 'a');
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', 'add', '.'], { cwd: dir });
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'a'], { cwd: dir });
    expect(hasGitHistory(dir)).toBe(true);
  });
});
