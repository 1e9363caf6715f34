/** What a `paraph` command reads and writes, so tests can run commands in-process. */
export interface CliIo {
  environment: Record<string, string | undefined>;
  stdout(text: string): void;
  stderr(text: string): void;
}

export const processIo: CliIo = {
  environment: process.env,
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
};
