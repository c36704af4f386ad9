/**
 * A real OpenID provider (oidc-provider, certified) on 127.0.0.1 and a random port, standing in for the credit union's
 * identity provider in tests and the demo. It registers one confidential client for the app (code flow with PKCE
 * required, refresh tokens, RP-initiated logout back to the sign-in page) and uses the library's development
 * interactions: its own login page (any login signs in as the subject typed, any password) and consent page.
 *
 * Refresh tokens are issued without offline_access, so they live as long as the member's session at the provider:
 * signing out there (or the provider ending the session) makes the next refresh fail, as a real provider's would.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export const TEST_CLIENT_ID = 'online-banking';
export const TEST_CLIENT_SECRET = 'online-banking-test-secret-0123456789abcdef';

export interface TestIdentityProvider {
  issuer: string;
  /** Registers the app at `appOrigin` (its callback and sign-in page; several origins for one app) and starts answering; before this, 503. */
  serve(options: { appOrigin: string | readonly string[]; signInPath?: string; accessTokenSeconds?: number }): void;
  close(): Promise<void>;
}

/** Starts listening at once (so the issuer URL is known), serving only once the app's origin is registered. */
export async function startTestIdentityProvider(): Promise<TestIdentityProvider> {
  let handler: ((request: IncomingMessage, response: ServerResponse) => void) | undefined;
  const server = createServer((request, response) => {
    if (handler === undefined) {
      response.writeHead(503).end();
      return;
    }
    handler(request, response);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    serve({ appOrigin, signInPath = '/login', accessTokenSeconds = 600 }) {
      const origins = typeof appOrigin === 'string' ? [appOrigin] : [...appOrigin];
      const provider = new Provider(issuer, {
        clients: [
          {
            client_id: TEST_CLIENT_ID,
            client_secret: TEST_CLIENT_SECRET,
            redirect_uris: origins.map((origin) => `${origin}/api/sso/oidc/callback`),
            post_logout_redirect_uris: origins.map((origin) => `${origin}${signInPath}`),
            grant_types: ['authorization_code', 'refresh_token'],
            response_types: ['code'],
            token_endpoint_auth_method: 'client_secret_basic',
          },
        ],
        pkce: { methods: ['S256'], required: () => true },
        features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
        issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
        findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => ({ sub }) }),
        ttl: { AccessToken: accessTokenSeconds, IdToken: 3600, RefreshToken: 86_400, Session: 86_400, Grant: 86_400, Interaction: 3600 },
        cookies: { keys: ['test-identity-provider-cookie-key'] },
      });
      handler = provider.callback();
    },
    close: () =>
      new Promise<void>((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}

/** A browser's cookies at the provider, by name (the provider scopes them by path; sending all of them is harmless). */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair?.indexOf('=') ?? -1;
      if (pair === undefined || at < 0) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

const formAction = (html: string): string | undefined => /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
const hiddenInputs = (html: string): [string, string][] =>
  [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((match) => [match[1] ?? '', match[2] ?? '']);

/**
 * Plays a member's browser at the provider with fetch and a cookie jar: follows redirects, fills the development
 * login form (as `login`) and confirms consent, until the provider redirects to `stopAt` (the app). Answers that
 * final address. The same jar keeps the provider's session for a later sign-out.
 */
export class ProviderBrowser {
  private readonly jar = new CookieJar();

  constructor(private readonly issuer: string) {}

  private async request(url: string, init: { method?: string; body?: URLSearchParams } = {}): Promise<Response> {
    const response = await fetch(url, {
      method: init.method ?? 'GET',
      redirect: 'manual',
      headers: { cookie: this.jar.header(), ...(init.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      ...(init.body ? { body: init.body } : {}),
    });
    this.jar.take(response);
    return response;
  }

  private async follow(start: string, stopAt: string, fill: (html: string, url: string) => Promise<string | undefined>): Promise<string> {
    let url = start;
    for (let step = 0; step < 20; step += 1) {
      if (url.startsWith(stopAt)) return url;
      const response = await this.request(url);
      const location = response.headers.get('location');
      if (location !== null) {
        url = new URL(location, url).href;
        continue;
      }
      const html = await response.text();
      const next = await fill(html, url);
      if (next === undefined) throw new Error(`The provider answered ${response.status} at ${url} with no way on: ${html.slice(0, 400)}`);
      url = next;
    }
    throw new Error(`Too many redirects from ${start}`);
  }

  private async submit(html: string, url: string, fields: Record<string, string>): Promise<string> {
    const action = formAction(html);
    if (action === undefined) throw new Error(`No form at ${url}`);
    const body = new URLSearchParams([...hiddenInputs(html), ...Object.entries(fields)]);
    const response = await this.request(new URL(action, this.issuer).href, { method: 'POST', body });
    const location = response.headers.get('location');
    if (location === null) throw new Error(`The provider answered ${response.status} to the form at ${url}: ${(await response.text()).slice(0, 400)}`);
    return new URL(location, url).href;
  }

  /** Signs in at the provider as `login` (login and consent pages) and answers the app callback address it redirects to. */
  signIn(authorizationUrl: string, login: string, appCallbackPrefix: string): Promise<string> {
    return this.follow(authorizationUrl, appCallbackPrefix, async (html, url) => {
      if (html.includes('name="prompt" value="login"')) return this.submit(html, url, { login, password: 'any password' });
      if (html.includes('name="prompt" value="consent"')) return this.submit(html, url, {});
      return undefined;
    });
  }

  /** Confirms the provider's sign-out page ("Yes, sign me out") and answers where the provider sends the browser after. */
  signOut(endSessionUrl: string, appPrefix: string): Promise<string> {
    return this.follow(endSessionUrl, appPrefix, async (html, url) => (html.includes('op.logoutForm') ? this.submit(html, url, { logout: 'yes' }) : undefined));
  }
}
