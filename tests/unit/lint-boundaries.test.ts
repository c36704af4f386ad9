import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The import boundaries of eslint.config.js, run through ESLint on made-up files placed in each room: an import
// against the grain is an error, the same import where the rooms allow it is not.
const root = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: `${root}${file}` });
  return (result?.messages ?? []).filter((message) => message.ruleId?.startsWith('boundaries/') || message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('import boundaries', () => {
  it.each([
    ['the domain imports the demo seed', 'src/server/domain/example.ts', "import { personas } from '../seed/personas';"],
    ['the domain imports the HTTP layer', 'src/server/domain/example.ts', "import { currentSession } from '../plugins/session';"],
    ['the domain takes a Fastify request', 'src/server/domain/example.ts', "import type { FastifyRequest } from 'fastify';"],
    ['the server imports browser code', 'src/server/routes/example.ts', "import { apiFetch } from '../../../engine/react/api-fetch';"],
    ['engine/core imports the manifests', 'engine/core/example.ts', "import { appManifest } from '../../src/manifests';"],
    ['a screen imports another feature', 'screens/cards/Example.tsx', "import { BillPayScreen } from '../bill-pay/BillPayScreen';"],
    ['a screen imports the app shell', 'screens/cards/Example.tsx', "import { AppShell } from '../../src/web/AppShell';"],
    ['engine/react imports a screen', 'engine/react/example.ts', "import { screenEntries } from '../../screens/registry';"],
  ])('refuses: %s', async (_what, file, source) => {
    expect(await boundaryErrors(file, source)).not.toEqual([]);
  }, 60_000);

  it.each([
    ['the domain imports engine/core', 'src/server/domain/example.ts', "import { addMonths } from '../../../engine/core/calendar';"],
    ['a route imports the domain', 'src/server/routes/example.ts', "import { businessDate } from '../domain/business-date';"],
    ['a screen imports screens/shared', 'screens/cards/Example.tsx', "import { contactUsPath } from '../shared/contact-us';"],
    ['the seed imports the domain', 'src/server/seed/example.ts', "import { businessDate } from '../domain/business-date';"],
  ])('allows: %s', async (_what, file, source) => {
    expect(await boundaryErrors(file, source)).toEqual([]);
  }, 60_000);
});
