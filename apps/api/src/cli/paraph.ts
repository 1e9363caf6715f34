import { loadConfig, type Config } from "../platform/config.ts";
import { backupCommand, BACKUP_USAGE } from "./backup-command.ts";
import { restoreCommand, RESTORE_USAGE } from "./restore-command.ts";

/** A command takes its own arguments and the settings (the server's, from the environment); answers the exit code. */
type ParaphCommand = (args: string[], config: Config) => Promise<number>;

const COMMANDS: Record<string, ParaphCommand> = {
  backup: backupCommand,
  restore: restoreCommand,
};

const USAGE = `Paraph commands (same settings as the server: DATA_DIR, DATABASE_URL, …):
  ${BACKUP_USAGE}
  ${RESTORE_USAGE}`;

/** `paraph <command> …` (`npm run paraph -w apps/api -- <command> …` in a checkout). */
async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const command = name ? COMMANDS[name] : undefined;
  if (!command) {
    console.error(USAGE);
    return 2;
  }
  return command(args, loadConfig());
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
