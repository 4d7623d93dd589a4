import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

/**
 * Keeps the server under test and the load generators on different cores (Linux `taskset`, from
 * util-linux). In production the clients are other machines; on a 2-core bench machine two
 * autocannon processes and the API otherwise share both cores, and a second client's CPU shows
 * up as the server slowing down. The server gets CPU 0, every client the other cores. Without
 * taskset or with one core nothing is pinned, and `pinned` says so in the printed figures.
 */
const cores = availableParallelism();
const hasTaskset = cores >= 2 && spawnSync('taskset', ['--version'], { stdio: 'ignore' }).status === 0;

function pin(pid: number, cpus: string): boolean {
  // -a: every thread of the process (libuv's pool and the compiler threads too).
  return spawnSync('taskset', ['-a', '-p', '-c', cpus, String(pid)], { stdio: 'ignore' }).status === 0;
}

/** Whether processes are pinned at all on this machine. */
export const pinned = hasTaskset;

/** The server under test: CPU 0 alone. */
export function pinServer(pid: number | undefined): void {
  if (hasTaskset && pid) pin(pid, '0');
}

/** A load generator (this process or a child): every CPU but the server's. */
export function pinClient(pid: number | undefined): void {
  if (hasTaskset && pid) pin(pid, `1-${cores - 1}`);
}

/** Back to every CPU (a bench that pinned itself, before the next section runs). */
export function unpin(pid: number | undefined): void {
  if (hasTaskset && pid) pin(pid, `0-${cores - 1}`);
}
