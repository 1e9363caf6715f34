import type { FastifyInstance, FastifyReply } from "fastify";
import type { Language } from "@paraph/contracts";
import type { PlatformContext } from "../../platform/context.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import { renderDemoPage } from "../../platform/http/demo-page.ts";
import { escapeHtml } from "../../platform/mail/html.ts";
import { createDemoMabProvider, DEMO_AUTHORIZE_PATH, type DemoPushedRequest } from "./demo-mab-provider.ts";

const STYLESHEET_PATH = "/api/dev/mab/demo.css";

interface PageTexts {
  title: string;
  heading: string;
  signer: string;
  approve: string;
  reject: string;
  note: string;
  invalid: string;
}

const TEXTS: Record<Language, PageTexts> = {
  "en-gb": {
    title: "Paraph demo app",
    heading: "Confirm your signature",
    signer: "Signer",
    approve: "Sign",
    reject: "Reject",
    note: "Demo: this page stands in for the signer's mobile app. Anyone with this link can confirm here, and a demo signature carries no legal weight.",
    invalid: "This signing request has expired or is not valid. Go back to the document and start again.",
  },
  "de-ch": {
    title: "Paraph-Demo-App",
    heading: "Signatur bestätigen",
    signer: "Unterzeichnende Person",
    approve: "Unterzeichnen",
    reject: "Ablehnen",
    note: "Demo: Diese Seite steht für die Mobile-App der unterzeichnenden Person. Wer diesen Link hat, kann hier bestätigen, und eine Demo-Signatur hat keine rechtliche Wirkung.",
    invalid: "Diese Signaturanfrage ist abgelaufen oder ungültig. Kehren Sie zum Dokument zurück und beginnen Sie von vorn.",
  },
  "fr-ch": {
    title: "Application de démonstration Paraph",
    heading: "Confirmez votre signature",
    signer: "Signataire",
    approve: "Signer",
    reject: "Refuser",
    note: "Démo : cette page remplace l’application mobile du signataire. Toute personne disposant de ce lien peut confirmer ici, et une signature de démonstration n’a aucune valeur juridique.",
    invalid: "Cette demande de signature a expiré ou n’est pas valable. Revenez au document et recommencez.",
  },
  it: {
    title: "App dimostrativa Paraph",
    heading: "Conferma la tua firma",
    signer: "Firmatario",
    approve: "Firma",
    reject: "Rifiuta",
    note: "Demo: questa pagina sostituisce l’app mobile del firmatario. Chiunque abbia questo link può confermare qui, e una firma dimostrativa non ha alcun valore legale.",
    invalid: "Questa richiesta di firma è scaduta o non è valida. Torna al documento e ricomincia.",
  },
};

/** The provider's language parameter (spec §9 "en", or a full code) as one of Paraph's languages. */
function pageLanguage(language: string | undefined): Language {
  const prefix = (language ?? "").slice(0, 2).toLowerCase();
  return prefix === "de" ? "de-ch" : prefix === "fr" ? "fr-ch" : prefix === "it" ? "it" : "en-gb";
}

const STYLESHEET = `
body { margin: 0; font-family: system-ui, sans-serif; background: #eef1f5; color: #1d2433; }
main { max-width: 24rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 1.5rem; box-shadow: 0 0.5rem 2rem rgb(0 0 0 / 12%); }
.badge { display: inline-block; padding: 0.1rem 0.6rem; border-radius: 1rem; background: #fff3cd; color: #7a5b00; font-size: 0.8rem; font-weight: 600; }
h1 { font-size: 1.4rem; }
dt { font-weight: 600; margin-top: 0.75rem; }
dd { margin: 0; }
.actions { display: flex; gap: 0.75rem; margin-top: 1.5rem; }
button { flex: 1; padding: 0.75rem; border-radius: 0.5rem; font-size: 1rem; cursor: pointer; border: 1px solid #1d4ed8; }
.approve { background: #1d4ed8; color: #fff; }
.reject { background: #fff; color: #1d4ed8; }
.note { margin-top: 1.5rem; font-size: 0.85rem; color: #5b6474; }
`;

/**
 * The page carries no inline script or style, so the app's strict CSP holds; the one addition is
 * that its form may lead (by the provider's redirect) to the web app's public address.
 */
function contentSecurityPolicy(publicUrl: string): string {
  const origin = new URL(publicUrl).origin;
  return ["default-src 'self'", "style-src 'self'", "img-src 'self'", "object-src 'none'", "base-uri 'self'", `form-action 'self' ${origin}`, "frame-ancestors 'none'"].join("; ");
}

function renderPage(texts: PageTexts, language: Language, content: string): string {
  return renderDemoPage({ language, title: texts.title, note: texts.note, stylesheetUrl: STYLESHEET_PATH, content });
}

function renderAuthorization(request: DemoPushedRequest, requestUri: string): string {
  const language = pageLanguage(request.language);
  const texts = TEXTS[language];
  return renderPage(
    texts,
    language,
    `<h1>${escapeHtml(texts.heading)}</h1>
<p>${escapeHtml(request.bindingMessage)}</p>
<dl><dt>${escapeHtml(texts.signer)}</dt><dd>${escapeHtml(request.authorizationDetails.signerName)} (${escapeHtml(request.loginHint)})</dd></dl>
<form method="post" action="${DEMO_AUTHORIZE_PATH}">
<input type="hidden" name="request_uri" value="${escapeHtml(requestUri)}">
<div class="actions">
<button class="reject" type="submit" name="decision" value="reject">${escapeHtml(texts.reject)}</button>
<button class="approve" type="submit" name="decision" value="approve">${escapeHtml(texts.approve)}</button>
</div>
</form>`,
  );
}

function sendHtml(reply: FastifyReply, publicUrl: string, status: number, html: string): FastifyReply {
  return reply
    .status(status)
    .type("text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .header("content-security-policy", contentSecurityPolicy(publicUrl))
    .send(html);
}

/**
 * The demo provider's authorization endpoint, outside production only: GET shows what is
 * signed and by whom with "Sign" and "Reject"; the POST of that form redirects (303) to the
 * web app's `/mab/redirect` with `code` and `state`, or with `error=access_denied` and `state`,
 * as an OAuth authorization server does.
 */
export async function registerDemoMabPage(app: FastifyInstance, context: PlatformContext): Promise<void> {
  if (context.config.APP_MODE === "production") return;
  // The form posts urlencoded fields; the parser is registered only inside this plugin's scope.
  await app.register(async (scope) => {
    // Checked again per request: a demo approval must never count where the mode says production.
    scope.addHook("onRequest", async (request) => {
      if (context.config.APP_MODE === "production") throw new AppError("route_not_found", { method: request.method, path: request.url.split("?")[0] });
    });
    scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 16 * 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    scope.get(STYLESHEET_PATH, { schema: { hide: true } }, async (_request, reply) =>
      reply.type("text/css; charset=utf-8").header("cache-control", "public, max-age=3600").send(STYLESHEET),
    );
    scope.get(DEMO_AUTHORIZE_PATH, { schema: { hide: true } }, async (request, reply) => {
      const requestUri = String((request.query as Record<string, unknown>).request_uri ?? "");
      const provider = await createDemoMabProvider(context);
      const pushed = provider.readPushedRequest(requestUri);
      if (!pushed) return sendHtml(reply, context.publicUrl, 400, renderPage(TEXTS["en-gb"], "en-gb", `<h1>${escapeHtml(TEXTS["en-gb"].invalid)}</h1>`));
      return sendHtml(reply, context.publicUrl, 200, renderAuthorization(pushed, requestUri));
    });
    scope.post(DEMO_AUTHORIZE_PATH, { schema: { hide: true } }, async (request, reply) => {
      const form = (request.body ?? {}) as Record<string, unknown>;
      const provider = await createDemoMabProvider(context);
      const pushed = provider.readPushedRequest(String(form.request_uri ?? ""));
      if (!pushed) return sendHtml(reply, context.publicUrl, 400, renderPage(TEXTS["en-gb"], "en-gb", `<h1>${escapeHtml(TEXTS["en-gb"].invalid)}</h1>`));
      const answer: Record<string, string> =
        form.decision === "approve"
          ? { code: provider.issueCode(pushed), state: pushed.state }
          : { error: "access_denied", error_description: "The signer rejected the signing in the app", state: pushed.state };
      return reply.header("cache-control", "no-store").redirect(`${pushed.redirectUri}?${new URLSearchParams(answer).toString()}`, 303);
    });
  });
}
