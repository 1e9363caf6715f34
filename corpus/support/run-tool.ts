import { execFile } from "node:child_process";

export interface ToolResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs a command-line tool to its end. A non-zero exit is an answer here, not an exception:
 * qpdf says "warnings" with 3, pdfsig prints its verdicts whatever its exit code, and a refusal
 * of apt-get is something to report with its words.
 */
export function runTool(command: string, args: readonly string[], options: { cwd?: string; timeoutMs?: number } = {}): Promise<ToolResult> {
  return new Promise((resolve) => {
    execFile(
      command,
      args,
      { cwd: options.cwd, timeout: options.timeoutMs ?? 300_000, maxBuffer: 512 * 1024 * 1024, encoding: "utf8" },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : -1) : 0;
        resolve({ code, stdout, stderr: error && code === -1 ? `${stderr}${error.message}` : stderr });
      },
    );
  });
}

/** As runTool, but a failure throws with what the tool said: for steps the corpus cannot go on without. */
export async function runRequiredTool(command: string, args: readonly string[], options: { cwd?: string; timeoutMs?: number } = {}): Promise<ToolResult> {
  const result = await runTool(command, args, options);
  if (result.code !== 0) throw new Error(`${command} ${args.join(" ")} failed (${result.code}): ${(result.stderr || result.stdout).trim().slice(0, 2000)}`);
  return result;
}
