import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { IDENTIFICATION_METHODS } from "@paraph/contracts";
import { type ReportedIdentity, reportedIdentitySchema, type SessionRequest } from "../modules/identification/index.ts";

/** How long a session waits for the tester. */
export const DEMO_SESSION_TTL_MS = 60 * 60_000;
/** A flood of sessions pushes out the oldest rather than growing the file without end. */
const MAX_SESSIONS = 2_000;
/** A file larger than this is not the demo's own: it is left unread. */
const MAX_FILE_BYTES = 8 * 1024 * 1024;

export const sessionRequestSchema = z.strictObject({
  identificationId: z.uuid(),
  reference: z.string().min(1).max(200),
  legislation: z.enum(["eidas", "zertes"]),
  method: z.enum(IDENTIFICATION_METHODS),
  callbackUrl: z.url(),
  returnUrl: z.url(),
  language: z.string().max(10),
});

const storedSessionSchema = z.strictObject({
  id: z.uuid(),
  request: sessionRequestSchema,
  createdAt: z.number().int(),
  finished: z.boolean(),
  /** Whom a completed session identified (kept for lookups of supplied eID data); absent otherwise. */
  identity: reportedIdentitySchema.optional(),
  completedAt: z.number().int().optional(),
});
export type DemoSession = z.infer<typeof storedSessionSchema>;

const storedFileSchema = z.strictObject({ version: z.literal(1), sessions: z.array(storedSessionSchema).max(MAX_SESSIONS) });

/**
 * The demo identity provider's sessions, kept in memory and, when given a file, written to it
 * after every change (a temporary file renamed over the old one, so a crash leaves the old or
 * the new list, never half of one). A restarted demo reads the file back, so a tester in the
 * middle of an identification carries on where they were.
 */
export class DemoSessionStore {
  private readonly sessions = new Map<string, DemoSession>();
  private writing: Promise<void> = Promise.resolve();

  private constructor(
    private readonly file: string | undefined,
    private readonly now: () => number,
  ) {}

  /** Opens the store, reading the sessions a previous run left in `file` (none when it is missing or unreadable). */
  static async open(file: string | undefined, now: () => number): Promise<DemoSessionStore> {
    const store = new DemoSessionStore(file, now);
    if (file) for (const session of await readSessionsFile(file)) store.sessions.set(session.id, session);
    store.forgetOldSessions();
    return store;
  }

  async create(request: SessionRequest): Promise<DemoSession> {
    this.forgetOldSessions();
    const session: DemoSession = { id: randomUUID(), request, createdAt: this.now(), finished: false };
    this.sessions.set(session.id, session);
    await this.save();
    return session;
  }

  /** A session still waiting or finished; undefined when unknown or expired. */
  find(id: string): DemoSession | undefined {
    const session = this.sessions.get(id);
    return session && this.now() - session.createdAt <= DEMO_SESSION_TTL_MS ? session : undefined;
  }

  /** Ends the session; a completed one remembers whom it identified. */
  async finish(session: DemoSession, identity?: ReportedIdentity): Promise<void> {
    session.finished = true;
    if (identity) {
      session.identity = identity;
      session.completedAt = this.now();
    }
    await this.save();
  }

  /** The completed sessions the store still keeps (an hour), newest first. */
  completedSessions(): DemoSession[] {
    return [...this.sessions.values()].filter((session) => session.identity !== undefined && this.now() - session.createdAt <= DEMO_SESSION_TTL_MS).reverse();
  }

  private forgetOldSessions(): void {
    for (const [id, session] of this.sessions) if (this.now() - session.createdAt > DEMO_SESSION_TTL_MS) this.sessions.delete(id);
    while (this.sessions.size >= MAX_SESSIONS) {
      const oldest = this.sessions.keys().next().value;
      if (oldest === undefined) break;
      this.sessions.delete(oldest);
    }
  }

  /** Writes the whole list; writes run one after the other, each with the list as it is then. */
  private save(): Promise<void> {
    const file = this.file;
    if (!file) return Promise.resolve();
    // A write that failed does not stop the next one.
    this.writing = this.writing.catch(() => undefined).then(async () => {
      const temporary = `${file}.${process.pid}.tmp`;
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(temporary, JSON.stringify({ version: 1, sessions: [...this.sessions.values()] }), { mode: 0o600 });
      await fs.rename(temporary, file);
    });
    return this.writing;
  }
}

async function readSessionsFile(file: string): Promise<DemoSession[]> {
  let text: string;
  try {
    const stat = await fs.stat(file);
    if (stat.size > MAX_FILE_BYTES) return [];
    text = await fs.readFile(file, "utf8");
  } catch {
    return [];
  }
  try {
    const parsed = storedFileSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data.sessions : [];
  } catch {
    return [];
  }
}
