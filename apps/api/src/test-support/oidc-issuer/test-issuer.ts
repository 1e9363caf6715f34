import { generateKeyPairSync, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

/** A person the test issuer knows: they log in with `login` and `password`. */
export interface IssuerAccount {
  login: string;
  password: string;
  email: string;
  emailVerified: boolean;
  givenName?: string;
  familyName?: string;
}

export interface TestIssuer {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Adds or replaces a person. */
  addAccount(account: IssuerAccount): void;
  close(): Promise<void>;
}

const LOGIN_PAGE_STYLE = "body{font-family:sans-serif;max-width:24rem;margin:3rem auto;padding:0 1rem}label{display:block;margin:.75rem 0 .25rem}input{width:100%;padding:.5rem;box-sizing:border-box}button{margin-top:1rem;padding:.5rem 1rem}";

function loginPage(uid: string, failed: boolean): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test identity provider</title><style>${LOGIN_PAGE_STYLE}</style></head><body><main>
<h1>Test identity provider</h1>${failed ? '<p role="alert">Wrong login or password.</p>' : ""}
<form method="post" action="/interaction/${uid}"><label for="login">Login</label><input id="login" name="login" autocomplete="username" required>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button></form></main></body></html>`;
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  let body = "";
  for await (const chunk of request) {
    body += String(chunk);
    if (body.length > 10_000) break;
  }
  return new URLSearchParams(body);
}

/**
 * A real OpenID Connect provider (oidc-provider) on a free loopback port, for the SSO tests: one
 * confidential client for `redirectUri`, authorization code with PKCE, RS256 ID tokens, and its
 * own login page (login and password of the accounts added) that logs in and grants the scopes
 * in one step.
 */
export async function startTestIssuer(redirectUri: string, accounts: readonly IssuerAccount[] = []): Promise<TestIssuer> {
  const people = new Map(accounts.map((account) => [account.login, account]));
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = "paraph-test";
  const clientSecret = randomBytes(24).toString("base64url");
  const signingKey = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ format: "jwk" });
  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: [redirectUri], grant_types: ["authorization_code"], response_types: ["code"] }],
    jwks: { keys: [{ ...signingKey, kid: "test-issuer", use: "sig", alg: "RS256" }] },
    cookies: { keys: [randomBytes(32).toString("hex")] },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["given_name", "family_name"] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_context: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: (_context: unknown, id: string) => {
      const person = [...people.values()].find((entry) => entry.email === id);
      if (!person) return undefined;
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          email: person.email,
          email_verified: person.emailVerified,
          ...(person.givenName ? { given_name: person.givenName } : {}),
          ...(person.familyName ? { family_name: person.familyName } : {}),
        }),
      };
    },
  });
  const handleProvider = provider.callback();

  const interact = async (request: IncomingMessage, response: ServerResponse, uid: string) => {
    const details = await provider.interactionDetails(request, response);
    if (details.uid !== uid) throw new Error("interaction mismatch");
    if (request.method === "GET") {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(loginPage(uid, false));
      return;
    }
    const form = await readForm(request);
    const person = people.get(form.get("login") ?? "");
    if (!person || person.password !== form.get("password")) {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(loginPage(uid, true));
      return;
    }
    const grant = new provider.Grant({ accountId: person.email, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(request, response, { login: { accountId: person.email }, consent: { grantId } }, { mergeWithLastSubmission: false });
  };

  server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    const match = /^\/interaction\/([A-Za-z0-9_-]+)$/.exec(request.url ?? "");
    if (!match?.[1]) {
      handleProvider(request, response);
      return;
    }
    interact(request, response, match[1]).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(400, { "content-type": "text/plain" });
      response.end(error instanceof Error ? error.message : "interaction failed");
    });
  });

  return {
    issuer,
    clientId,
    clientSecret,
    addAccount: (account) => people.set(account.login, account),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
