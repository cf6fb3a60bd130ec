// The process that starts the publish command for the server (decision 194). Starting a child
// process from the server itself stopped its event loop for 35-200 ms on a busy machine: the fork
// copies the whole server's memory map (a database in it), so every request waited. The server
// forks this small process once, when it starts, and asks it over IPC ({ id, command, args, env },
// env added to its own environment: secrets stay off command lines);
// it starts each command and answers { id, code, output }: the exit code (null when the command could not start
// or a signal ended it) and the last 4,000 characters of its output. Plain JavaScript, so it
// starts without a TypeScript loader. It ends, and ends a command still running, when the server
// goes.
import { spawn } from 'node:child_process';

const running = new Set();

/**
 * @param {{ id: number, command: string, args: string[], env?: Record<string, string> }} request
 * @param {(result: { id: number, code: number | null, output: string }) => void} answer
 */
function run(request, answer) {
  const child = spawn(request.command, request.args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...request.env },
  });
  running.add(child);
  let output = '';
  /** @param {Buffer} chunk */
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-4_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let answered = false;
  /** @param {{ id: number, code: number | null, output: string }} result */
  const finish = (result) => {
    running.delete(child);
    if (answered) return;
    answered = true;
    answer(result);
  };
  child.on('error', (error) => finish({ id: request.id, code: null, output: error.message }));
  child.on('close', (code) => finish({ id: request.id, code, output }));
}

if (process.send) {
  process.on('message', (message) => {
    run(message, (result) => process.send?.(result));
  });
  process.on('disconnect', () => {
    for (const child of running) child.kill('SIGTERM');
    process.exit(0);
  });
}
