import type { CliIo } from "./cli-io.ts";
import { loadConfig } from "../platform/config.ts";
import { backupCommand } from "./backup-command.ts";
import { configCheckCommand } from "./config-check-command.ts";
import { renewCommand } from "./renew-command.ts";
import { restoreCommand } from "./restore-command.ts";

/** A `paraph` command: its arguments after the command's words; resolves to the exit code. */
export type ParaphCommand = (args: string[], io: CliIo) => Promise<number>;

/** `paraph <words> [arguments]`: one entry per command, each in its own file. */
export const PARAPH_COMMANDS: Record<string, { summary: string; run: ParaphCommand }> = {
  "config check": { summary: "print what a start would refuse (exit 1), or the configuration it would use (exit 0)", run: configCheckCommand },
  backup: { summary: "--out FILE: a consistent backup of the embedded database and files, also while the server runs", run: (args) => backupCommand(args, loadConfig()) },
  renew: { summary: "--dry-run: list the documents whose archive time-stamp is due for renewal; --now: renew a batch now", run: renewCommand },
  restore: { summary: "--from FILE [--data-dir DIR]: restore a backup into an empty data folder", run: (args) => restoreCommand(args, loadConfig()) },
};

export function usageOf(commands: typeof PARAPH_COMMANDS): string {
  const width = Math.max(...Object.keys(commands).map((name) => name.length));
  return `Usage: paraph <command> (settings from the environment, as the server reads them; docs/OPERATIONS.md)\n${Object.entries(commands)
    .map(([name, command]) => `  paraph ${name.padEnd(width)}  ${command.summary}`)
    .join("\n")}\n`;
}

/** Runs the command whose words start `argv` (the longest match); usage and exit 2 for none. */
export async function runParaph(argv: string[], io: CliIo, commands = PARAPH_COMMANDS): Promise<number> {
  for (let words = argv.length; words > 0; words -= 1) {
    const command = commands[argv.slice(0, words).join(" ")];
    if (command) return command.run(argv.slice(words), io);
  }
  io.stderr(usageOf(commands));
  return argv[0] === "help" || argv[0] === "--help" ? 0 : 2;
}
