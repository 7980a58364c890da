/**
 * The runner's side of check-process.ts: sends it the type-checks and Solidity compiles of
 * check-only walks, so the runner's own process keeps serving the postman and the 429 endpoint of
 * the walk beside it. The child is started on the first check and kept for the next (TypeScript
 * and solc stay loaded). A child that crashes, closes its channel or overruns is retired: the
 * checks it held fail with the reason, and the next check starts a new child.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { CheckAnswer, CheckRequest } from './check-process';

/** How long one check may take, queueing included: a type-check took up to 27 s on a loaded machine. */
const checkLimitMs = 180_000;

interface Pending {
  what: string;
  resolve(problem: string | undefined): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/** One check process, with the checks sent to it and the end of what it printed to stderr. */
interface Child {
  process: ChildProcess;
  pending: Map<number, Pending>;
  stderr: string;
}

export class Checker {
  private current: Child | undefined;
  private nextId = 0;

  /** The problem the check found, or undefined when the files pass. */
  check(kind: CheckRequest['kind'], dir: string, files: string[]): Promise<string | undefined> {
    const id = this.nextId++;
    const what = `${kind} check of ${files.join(', ')}`;
    return new Promise((resolve, reject) => {
      let child: Child;
      try {
        child = this.current?.process.connected ? this.current : this.start();
      } catch (error) {
        reject(new Error(`the check process could not start: ${(error as Error).message}`));
        return;
      }
      const timer = setTimeout(() => this.retire(child, `the ${what} gave no answer within ${checkLimitMs / 1000} s`), checkLimitMs);
      child.pending.set(id, { what, resolve, reject, timer });
      const unsent = (error: Error) => this.retire(child, `the ${what} could not be sent: ${error.message}`);
      try {
        child.process.send({ id, kind, dir, files } satisfies CheckRequest, (error) => error && unsent(error));
      } catch (error) {
        unsent(error as Error);
      }
    });
  }

  /** Lets the child exit once it has answered what it was asked. */
  close(): void {
    if (this.current?.process.connected) this.current.process.disconnect();
    this.current = undefined;
  }

  private start(): Child {
    // process.execArgv carries tsx's loader, so the child runs the TypeScript file as this one does;
    // a debugger flag would make the child wait for a debugger, so those stay here.
    const execArgv = process.execArgv.filter((arg) => !arg.startsWith('--inspect'));
    const proc = fork(join(__dirname, 'check-process.ts'), [], { execArgv, stdio: ['ignore', 'inherit', 'pipe', 'ipc'] });
    const child: Child = { process: proc, pending: new Map(), stderr: '' };
    proc.stderr?.on('data', (b: Buffer) => (child.stderr = (child.stderr + b.toString()).slice(-20_000)));
    proc.on('message', (answer: CheckAnswer) => {
      const waiting = child.pending.get(answer.id);
      if (!waiting) return;
      child.pending.delete(answer.id);
      clearTimeout(waiting.timer);
      if ('error' in answer) waiting.reject(new Error(`the ${waiting.what} failed in the check process: ${answer.error}`));
      else waiting.resolve(answer.problem ?? undefined);
    });
    proc.on('error', (error) => this.retire(child, `the check process failed: ${error.message}`));
    // The channel can close before the exit is reported: no check goes to a child in between.
    proc.on('disconnect', () => {
      if (this.current === child) this.current = undefined;
    });
    // 'close' rather than 'exit': stderr is complete by then, so a crash report is not cut short.
    proc.on('close', (code, signal) => this.retire(child, `the check process exited with ${code ?? signal}`));
    this.current = child;
    return child;
  }

  /** Stops the child and fails the checks it held, each naming itself and the reason. */
  private retire(child: Child, reason: string): void {
    if (this.current === child) this.current = undefined;
    if (child.process.exitCode === null && child.process.signalCode === null) child.process.kill('SIGKILL');
    for (const [id, waiting] of child.pending) {
      clearTimeout(waiting.timer);
      child.pending.delete(id);
      const note = reason.startsWith(`the ${waiting.what} `) ? reason : `the ${waiting.what} did not finish: ${reason}`;
      waiting.reject(new Error(`${note}${child.stderr ? `\n${child.stderr}` : ''}`));
    }
  }
}
