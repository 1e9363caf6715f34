import { PostgresQueryCompiler, type KyselyPlugin } from "kysely";

const compiler = new PostgresQueryCompiler();

/**
 * Counts the SQL statements an app sends through a Kysely instance it gets with this plugin,
 * while counting is on (BEGIN and COMMIT are Kysely's own and not counted), and, asked to, each
 * statement's text with its values and lists of values left out, to see which ones a piece of
 * work repeats.
 */
export function statementCounter(options: { byText?: boolean } = {}): { plugin: KyselyPlugin; start(): void; stop(): { total: number; byText: Map<string, number> } } {
  let counting = false;
  let total = 0;
  const byText = new Map<string, number>();
  return {
    plugin: {
      transformQuery: (args) => {
        if (counting) {
          total += 1;
          if (options.byText) {
            const text = compiler
              .compileQuery(args.node, args.queryId)
              .sql.replace(/\s+/g, " ")
              .replace(/\$\d+/g, "?")
              .replace(/\(\?(, \?)*\)(, \(\?(, \?)*\))*/g, "(…)");
            byText.set(text, (byText.get(text) ?? 0) + 1);
          }
        }
        return args.node;
      },
      transformResult: async (args) => args.result,
    },
    start: () => {
      counting = true;
    },
    stop: () => {
      counting = false;
      return { total, byText };
    },
  };
}
