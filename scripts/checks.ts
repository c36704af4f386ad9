/**
 * The checks `npm test` runs before any test: the manifests and the generated files first (fast, and everything
 * else reads them), then the type check, the linter and the production build side by side. Those three are
 * single-threaded and independent, so on a 2-core machine running them together saves about a minute. Each one's
 * output is printed whole when it ends, so parallel logs do not interleave.
 */
import { spawn, spawnSync } from 'node:child_process';

interface Step {
  name: string;
  command: string[];
}

const sequential: Step[] = [
  { name: 'validate', command: ['npm', 'run', '--silent', 'validate'] },
  { name: 'types fresh', command: ['npm', 'run', '--silent', 'check:types-fresh'] },
  { name: 'form validators fresh', command: ['npm', 'run', '--silent', 'check:form-validators'] },
];

// The build's own pre-steps (validate, regenerate form validators) are the checks above, so vite runs directly.
const parallel: Step[] = [
  { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'lint', command: ['npm', 'run', '--silent', 'lint'] },
  { name: 'build', command: ['npx', 'vite', 'build', '--logLevel', 'warn'] },
  { name: 'server build', command: ['npm', 'run', '--silent', 'build:server'] },
];

function seconds(since: number): string {
  return `${((Date.now() - since) / 1000).toFixed(1)} s`;
}

function runInOrder(step: Step): boolean {
  const started = Date.now();
  const [command, ...args] = step.command;
  const result = spawnSync(command ?? 'npm', args, { stdio: 'inherit' });
  const ok = result.status === 0;
  console.log(`checks: ${step.name} ${ok ? 'passed' : 'FAILED'} (${seconds(started)})`);
  return ok;
}

function runBuffered(step: Step): Promise<boolean> {
  const started = Date.now();
  const [command, ...args] = step.command;
  return new Promise((resolve) => {
    const child = spawn(command ?? 'npm', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const text = Buffer.concat(output).toString('utf8').trim();
      if (text) console.log(text);
      console.log(`checks: ${step.name} ${code === 0 ? 'passed' : 'FAILED'} (${seconds(started)})`);
      resolve(code === 0);
    });
  });
}

for (const step of sequential) {
  if (!runInOrder(step)) process.exit(1);
}
const results = await Promise.all(parallel.map(runBuffered));
process.exit(results.every(Boolean) ? 0 : 1);
