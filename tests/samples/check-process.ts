/**
 * The checks of check.ts, served in a process of their own. The runner's postman and 429 endpoint
 * are servers in the runner's process, and a type-check or a solc compile holds a process for
 * seconds (8.7 s measured with two walks side by side): here they leave the runner free to answer
 * the walk beside it. One long-lived process keeps TypeScript and solc loaded between checks; it
 * takes one request at a time and exits when the runner disconnects.
 *
 * Started by checker.ts with `fork`; each message is a CheckRequest, each answer a CheckAnswer.
 */
import { checkSolidity, checkTypeScript } from './check';

export interface CheckRequest {
  id: number;
  kind: 'typescript' | 'solidity';
  dir: string;
  files: string[];
}

export type CheckAnswer = { id: number; problem: string | null } | { id: number; error: string };

function answer(request: CheckRequest): CheckAnswer {
  const { id, kind, dir, files } = request;
  try {
    if (kind === 'typescript') return { id, problem: checkTypeScript(dir, files) ?? null };
    if (kind === 'solidity' && files.length === 1) return { id, problem: checkSolidity(dir, files[0]!) ?? null };
    return { id, error: `no check ${JSON.stringify(kind)} of ${files.length} files (typescript takes any number, solidity one)` };
  } catch (error) {
    return { id, error: (error as Error).stack ?? String(error) };
  }
}

if (process.send) process.on('message', (request: CheckRequest) => process.send!(answer(request)));
else {
  console.error("check-process.ts is started by tests/samples/checker.ts, which sends it the checks to run");
  process.exitCode = 2;
}
