import { signUpInBrowser } from "./support/browser-accounts.ts";
import { launchBrowser } from "./support/browser.ts";
import { startServer } from "./support/server.ts";

const browser = await launchBrowser();
for (let round = 0; round < Number(process.argv[2] ?? 5); round += 1) {
  let server; try { server = await startServer({ env: { LOG_LEVEL: "info" } }); } catch { console.log("start timed out"); continue; }
  const page = await signUpInBrowser(browser, server.url, `weak${round}@example.com`);
  await page.close();
  const code = await server.stop();
  console.log(`round ${round}: exit ${code}`);
  if (code !== 0) (await import("node:fs")).writeFileSync(`/tmp/test-run-logs/fail-${Date.now()}.log`, server.output());
  console.log(server.output().split("\n").filter((l) => code !== 0 && (l.startsWith("DBG") || l.startsWith("Paraph") || l.includes("\"level\":4") || l.includes("\"level\":5"))).join("\n"));
}
await browser.close();
