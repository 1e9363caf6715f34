import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

/**
 * How operator commands reach the server that runs on a data folder: `$DATA_DIR/operator.json`
 * (mode 600, readable by whoever may read the database files anyway) names the server's local
 * address, its process id and a random token made at each start. Written once the server
 * listens, removed when it stops.
 */
export interface OperatorAccess {
  url: string;
  pid: number;
  token: string;
}

export const OPERATOR_FILE = "operator.json";

export function createOperatorToken(): string {
  return randomBytes(32).toString("base64url");
}

export async function publishOperatorAccess(dataDir: string, access: OperatorAccess): Promise<void> {
  const file = path.join(path.resolve(dataDir), OPERATOR_FILE);
  const temporary = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temporary, JSON.stringify(access), { mode: 0o600 });
  await fs.rename(temporary, file);
}

/** The address a command on the same machine reaches the server at, listening on `host`. */
export function localUrlOf(host: string, port: number): string {
  if (host === "0.0.0.0" || host === "") return `http://127.0.0.1:${port}`;
  if (host === "::") return `http://[::1]:${port}`;
  return host.includes(":") ? `http://[${host}]:${port}` : `http://${host}:${port}`;
}

/** The access file of the server on this data folder, if one is running (its process is alive). */
export async function findRunningServer(dataDir: string): Promise<OperatorAccess | undefined> {
  const text = await fs.readFile(path.join(path.resolve(dataDir), OPERATOR_FILE), "utf8").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return undefined;
    throw error;
  });
  if (!text) return undefined;
  const access = JSON.parse(text) as OperatorAccess;
  return isProcessAlive(access.pid) ? access : undefined;
}

/** Removes the file if it still names this token (a newer server may have replaced it). */
export async function withdrawOperatorAccess(dataDir: string, token: string): Promise<void> {
  const file = path.join(path.resolve(dataDir), OPERATOR_FILE);
  const text = await fs.readFile(file, "utf8").catch(() => undefined);
  if (text && (JSON.parse(text) as OperatorAccess).token === token) await fs.rm(file, { force: true });
}

export function isOperatorToken(expected: string, authorization: string | undefined): boolean {
  const given = /^Bearer (\S+)$/i.exec(authorization ?? "")?.[1];
  if (!given) return false;
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(expected), digest(given));
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
