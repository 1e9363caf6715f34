import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { readBuildManifest, weighRoutes } from "../e2e/support/bundle-budget.ts";
import { readRoutePages } from "../e2e/support/route-pages.ts";

/**
 * What a route's initial JavaScript is made of, by library and by folder of the app, read from the
 * build's source maps (run after `npm run build -w apps/web`):
 *   node --import tsx bench/web-bundle-breakdown.ts [route, default /login] [--by-file]
 * Each file's gzip size is shared among its parts in proportion to what each part compresses to
 * alone, so the shares add up to the figure the bundle budget checks.
 */

const webDir = path.resolve(import.meta.dirname, "../apps/web");
const distDir = path.join(webDir, "dist");

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/** The values of one source-map segment (base64 VLQ). */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const character of segment) {
    const digit = BASE64.indexOf(character);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

/** Where a source file's bytes are counted: its package under node_modules, else its folder in the app (or the file itself with --by-file). */
function partOf(source: string): string {
  const normalised = source.replaceAll("\\", "/");
  if (byFile) return normalised.replace(/^(\.\.\/)+/, "");
  const library = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(normalised)?.[1];
  if (library) return library;
  const contracts = /packages\/contracts\/src\/(endpoints\/[^/]+|[^/]+)/.exec(normalised)?.[1];
  if (contracts) return `@paraph/contracts: ${contracts}`;
  const app = /(?:^|\/)src\/((?:features|shared|app)\/[^/]+|[^/]+)/.exec(normalised)?.[1];
  if (app) return `web: ${app}`;
  return normalised;
}

/** The generated text of one file, split by the part each stretch of it came from. */
function splitFile(file: string): Map<string, string> {
  const code = fs.readFileSync(path.join(distDir, file), "utf8");
  const mapFile = path.join(distDir, `${file}.map`);
  const parts = new Map<string, string>();
  const add = (part: string, text: string) => parts.set(part, (parts.get(part) ?? "") + text);
  if (!fs.existsSync(mapFile)) {
    add(`(${path.basename(file)} without a map)`, code);
    return parts;
  }
  const map = JSON.parse(fs.readFileSync(mapFile, "utf8")) as { sources: string[]; mappings: string };
  const lines = code.split("\n");
  let sourceIndex = 0;
  map.mappings.split(";").forEach((lineMappings, lineNumber) => {
    const line = lines[lineNumber] ?? "";
    let column = 0;
    const starts: { column: number; source: number | undefined }[] = [];
    for (const segment of lineMappings.split(",").filter(Boolean)) {
      const [columnDelta = 0, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      if (sourceDelta !== undefined) sourceIndex += sourceDelta;
      starts.push({ column, source: sourceDelta === undefined ? undefined : sourceIndex });
    }
    if (starts.length === 0 || (starts[0]?.column ?? 0) > 0) starts.unshift({ column: 0, source: undefined });
    starts.forEach((start, index) => {
      const text = line.slice(start.column, starts[index + 1]?.column ?? line.length);
      add(start.source === undefined ? "(bundler glue)" : partOf(map.sources[start.source] ?? ""), text);
    });
  });
  return parts;
}

function breakDown(routePath: string): void {
  const route = readRoutePages(webDir).find((each) => each.path === routePath);
  if (!route) throw new Error(`the route table has no route ${routePath}`);
  const [weight] = weighRoutes(distDir, readBuildManifest(distDir), [route]);
  if (!weight) throw new Error(`no weight for ${routePath}`);
  const shares = new Map<string, { rawBytes: number; gzipBytes: number; files: Set<string> }>();
  for (const file of weight.files) {
    const fileGzip = gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length;
    const parts = [...splitFile(file)].map(([part, text]) => ({ part, rawBytes: Buffer.byteLength(text), alone: gzipSync(text, { level: 9 }).length }));
    const aloneTotal = parts.reduce((sum, part) => sum + part.alone, 0);
    for (const part of parts) {
      const share = shares.get(part.part) ?? { rawBytes: 0, gzipBytes: 0, files: new Set<string>() };
      share.rawBytes += part.rawBytes;
      share.gzipBytes += aloneTotal === 0 ? 0 : (fileGzip * part.alone) / aloneTotal;
      share.files.add(path.basename(file));
      shares.set(part.part, share);
    }
  }
  const kilobytes = (bytes: number) => Math.round(bytes / 102.4) / 10;
  const rows = [...shares]
    .sort(([, a], [, b]) => b.gzipBytes - a.gzipBytes)
    .map(([part, share]) => ({ part, gzipKb: kilobytes(share.gzipBytes), rawKb: kilobytes(share.rawBytes), files: [...share.files].join(" ") }));
  console.log(`${routePath}: ${kilobytes(weight.gzipBytes)} KB gzip in ${weight.files.length} files`);
  console.log("gzip KB  raw KB  part  (files)");
  for (const row of rows) console.log(`${String(row.gzipKb).padStart(7)}  ${String(row.rawKb).padStart(6)}  ${row.part}  (${row.files})`);
}

const byFile = process.argv.includes("--by-file");
breakDown(process.argv.slice(2).find((argument) => !argument.startsWith("--")) ?? "/login");
