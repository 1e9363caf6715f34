import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";

export interface WebApp {
  /** Answers with the app's HTML, for deep links. */
  sendIndex(reply: FastifyReply): FastifyReply;
}

/**
 * Serves the built single-page app: files under dist with hashed assets cached for a year, and
 * index.html (never cached, with the runtime mode written into its `paraph-mode` meta tag, and
 * `runtimeMeta` as further meta tags) for every other GET that is not an API path, so deep links
 * load the app.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string, mode: string, runtimeMeta: Record<string, string> = {}): Promise<WebApp | undefined> {
  const indexPath = path.join(webDistDir, "index.html");
  if (!fs.existsSync(indexPath)) return undefined;
  const metaTags = Object.entries(runtimeMeta).map(([name, content]) => `<meta name="${escapeAttribute(name)}" content="${escapeAttribute(content)}" />`);
  const indexHtml = fs
    .readFileSync(indexPath, "utf8")
    .replace(/(<meta name="paraph-mode" content=")[^"]*("[^>]*>)/, `$1${mode}$2${metaTags.join("")}`);
  await app.register(fastifyStatic, {
    root: webDistDir,
    index: false,
    // Files are looked up when asked for, so a rebuild while the server runs is served too.
    wildcard: true,
    // The build manifest (.vite/) is for the bundle-budget test, not for browsers.
    allowedPath: (pathName) => pathName !== "/" && pathName !== "/index.html" && !pathName.startsWith("/.vite/"),
    setHeaders: (reply, filePath) => {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      void reply.header("cache-control", isHashedAsset ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
  return {
    sendIndex: (reply) => reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").send(indexHtml),
  };
}

export function isApiPath(url: string): boolean {
  return url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");
}

/** A missing script or style must be a 404, not the app's HTML (which the browser would run as code). */
export function isAssetPath(url: string): boolean {
  return url.startsWith("/assets/");
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
