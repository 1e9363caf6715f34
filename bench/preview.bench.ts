import sharp from "sharp";
import { BENCH_PASSWORD, median, printTable, registerUser, startServer } from "./support.ts";

/** The visual-signature preview (600×280 with a drawn image and a QR code) over HTTP, warm. */
export async function benchPreview(rounds = 30): Promise<void> {
  const server = await startServer({ env: { RATE_LIMITS_ENABLED: "false" } });
  try {
    const email = `preview.${Date.now()}@example.ch`;
    await registerUser(server.url, email);
    const login = await fetch(`${server.url}/api/v1/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password: BENCH_PASSWORD }) });
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    const created = await fetch(`${server.url}/api/v1/user/visual-signatures`, {
      method: "POST",
      headers,
      body: JSON.stringify({ name: "Ada Muster", optionalLine: "Muster AG", location: "Bern", displayQr: true }),
    });
    const { id } = (await created.json()) as { id: string };
    const drawn = await sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="900" height="400"><path d="M40 300 C 300 0, 500 400, 860 80" stroke="#102060" stroke-width="12" fill="none"/></svg>')).png().toBuffer();
    await fetch(`${server.url}/api/v1/images/signature/${id}`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "image/png" }, body: drawn });
    const timings: number[] = [];
    for (let round = 0; round < rounds + 5; round += 1) {
      const started = performance.now();
      const response = await fetch(`${server.url}/api/v1/user/preview-visual-signature?id=${id}&density=2`, { method: "POST", headers, body: JSON.stringify({ location: `Bern ${round}` }) });
      await response.arrayBuffer();
      if (round >= 5) timings.push(performance.now() - started);
    }
    const sorted = [...timings].sort((a, b) => a - b);
    printTable("Visual-signature preview 600×280 (density 2, image + QR), warm, over HTTP", [
      { rounds, "p50 ms": median(timings).toFixed(1), "p95 ms": (sorted[Math.floor(sorted.length * 0.95)] ?? Number.NaN).toFixed(1) },
    ]);
  } finally {
    await server.stop();
  }
}
