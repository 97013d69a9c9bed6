// tsx scripts/run-together.ts '<command>' '<command>' …
// Starts the commands at once and shows their output one after another, never
// mixed: the first command's as it comes, each next one's (kept until then)
// once those before it have ended. Exits 1 if any command failed, and then
// ends with the failed command's failure lines and last lines again: a log
// read from its end (as CI keeps it) shows what failed, not the run that
// passed. `npm run typecheck` runs its three type checks this way and
// `npm test` the browser tests beside the others, so a machine of two cores
// keeps both busy.
import { spawn } from 'node:child_process';

interface Run {
  command: string;
  /** Output not shown yet, in the order it came. */
  held: [NodeJS.WriteStream, Buffer][];
  exited: Promise<number>;
  seconds?: number;
  /** Everything the command printed, for the failure report. */
  output: string;
}

/** Lines that name a failed test or start an error, as vitest and most tools print them (not log lines quoting one). */
const FAILURE_LINE = /^\s*(FAIL\b|\u00d7|[A-Z]\w*Error\b)/;
/** How many failure lines, and then last lines, a failed command's report repeats. */
const REPORT_LINES = 40;

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error("usage: tsx scripts/run-together.ts '<command>' ['<command>' …]");
  process.exit(2);
}

let shown = 0;
const started = performance.now();
const runs: Run[] = commands.map((command, index) => {
  const [file, ...args] = command.split(/\s+/);
  // Colors as the commands would print them to this terminal.
  const child = spawn(file, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...(process.stdout.isTTY && { FORCE_COLOR: '1' }) } });
  const run: Run = { command, held: [], exited: Promise.resolve(0), output: '' };
  const show = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
    run.output += chunk.toString('utf8');
    return shown === index ? stream.write(chunk) : run.held.push([stream, chunk]);
  };
  child.stdout.on('data', show(process.stdout));
  child.stderr.on('data', show(process.stderr));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  run.exited = new Promise((resolve) => {
    child.on('error', (error) => {
      run.held.push([process.stderr, Buffer.from(`${command}: ${error.message}\n`)]);
      resolve(1);
    });
    child.on('close', (code, signal) => {
      run.seconds = (performance.now() - started) / 1000;
      resolve(code ?? (signal ? 1 : 0));
    });
  });
  return run;
});

const codes: number[] = [];
for (const [index, run] of runs.entries()) {
  shown = index;
  for (const [stream, chunk] of run.held.splice(0)) stream.write(chunk);
  codes.push(await run.exited);
}
for (const [index, run] of runs.entries()) {
  if (codes[index] === 0) continue;
  const lines = run.output.replace(/\x1b\[[0-9;]*m/g, '').split('\n');
  const failures = [...new Set(lines.filter((line) => FAILURE_LINE.test(line)).map((line) => line.trim()))];
  if (failures.length > 0) console.log(`\nWhat failed in \`${run.command}\`:\n${failures.slice(0, REPORT_LINES).join('\n')}`);
  console.log(`\nThe last ${REPORT_LINES} lines of \`${run.command}\`:\n${lines.slice(-REPORT_LINES).join('\n')}`);
}
for (const [index, run] of runs.entries()) {
  console.log(`${codes[index] === 0 ? 'passed' : `failed (exit ${codes[index]})`} after ${run.seconds!.toFixed(0)} s: ${run.command}`);
}
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
