/**
 * The demo of sign-in through the credit union's identity provider: starts a development OpenID provider (the one the
 * tests use, tests/support/oidc-provider.ts) on a random loopback port, then this app in demo mode configured to use
 * it. Each demo persona signs in at the provider under its username (any password). Stop both with Ctrl-C.
 *
 *   npm run build && npx tsx scripts/demo-oidc.ts
 *
 * PORT (8080) and DATA_DIR are passed on to the app as `npm start` reads them. See docs/oidc-sign-in.md.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startTestIdentityProvider, TEST_CLIENT_ID, TEST_CLIENT_SECRET } from '../tests/support/oidc-provider';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const port = process.env.PORT?.trim() || '8080';
const provider = await startTestIdentityProvider();
// Both names of this machine: the browser must come back to the origin it left from (the attempt cookie is per host).
provider.serve({ appOrigin: [`http://127.0.0.1:${port}`, `http://localhost:${port}`] });
console.log(`Development identity provider at ${provider.issuer} (sign in there as "member", any password)`);

const app = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  cwd: projectRoot,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DEMO_SEED: process.env.DEMO_SEED ?? '1',
    OIDC_ISSUER_URL: provider.issuer,
    OIDC_CLIENT_ID: TEST_CLIENT_ID,
    OIDC_CLIENT_SECRET: TEST_CLIENT_SECRET,
  },
});
console.log(`Open http://127.0.0.1:${port}/login and choose the identity provider's button.`);

const stop = (signal: NodeJS.Signals) => {
  if (app.exitCode === null) app.kill(signal);
};
process.once('SIGINT', () => stop('SIGINT'));
process.once('SIGTERM', () => stop('SIGTERM'));
app.once('exit', (code) => {
  void provider.close().then(() => process.exit(code ?? 0));
});
