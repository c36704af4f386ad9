import { globalPlugin } from '../http/global-plugin';
import { currentVersionKey } from '../studio/published-manifests';

/** The response header naming the version of the manifests in force: the web app, seeing a newer one, reloads. */
export const CONFIG_VERSION_HEADER = 'x-config-version';

// How old the number a process answers with may be: a new version reaches every process's answers within this.
const REFRESH_MS = 1000;

/**
 * Every API answer carries the number of the version in force. The number is read from the database at most once a
 * second per process (answers are many, publishing is rare); the decisions a version changes read it themselves.
 */
export const configVersion = globalPlugin('config-version', async (app) => {
  let known: { version: number; readAt: number } | undefined;
  let reading: Promise<number> | undefined;

  const current = async (): Promise<number> => {
    const now = performance.now();
    if (known && now - known.readAt < REFRESH_MS) return known.version;
    reading ??= currentVersionKey(app.db)
      .then(({ version }) => {
        known = { version, readAt: performance.now() };
        return version;
      })
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };

  app.addHook('onSend', async (request, reply, payload) => {
    if ((request.routeOptions.url ?? request.url).startsWith('/api/')) {
      try {
        void reply.header(CONFIG_VERSION_HEADER, String(await current()));
      } catch (error) {
        // The header helps the browser notice a new version sooner; an answer never fails for want of it.
        request.log.warn({ err: error }, 'the config version could not be read for the answer header');
      }
    }
    return payload;
  });
});
