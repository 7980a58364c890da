import { spawnSync } from 'node:child_process';

/**
 * Whether `dir` sits in a git work tree with at least one commit. The docs plugin reads each
 * page's last-update author and time from git and fails the build when there is no history at
 * all (a source tarball, a fresh `git init`), so the config only asks for them when it can.
 */
export function hasGitHistory(dir: string): boolean {
  const result = spawnSync('git', ['rev-parse', '--verify', '--quiet', 'HEAD'], { cwd: dir, stdio: 'ignore' });
  return result.status === 0;
}
