/**
 * Test helper (API suites, benches, e2e set-up): does what a tester does on the demo identity
 * provider's page, over plain HTTP — opens `identUrl` (the provider reports "in progress"), then
 * completes as one of the test identities, fails or abandons (the provider reports the result,
 * signed). Answers where the provider sends the browser back (Paraph's return page).
 */
export async function completeDemoIdentification(identUrl: string, action: "complete" | "fail" | "abandon" = "complete", identityIndex = 0): Promise<{ returnUrl: string }> {
  const page = await fetch(identUrl);
  if (page.status !== 200) throw new Error(`The demo identity provider's page answered ${page.status}`);
  await page.text();
  const done = await fetch(identUrl, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ action, identity: String(identityIndex) }).toString(),
    redirect: "manual",
  });
  const returnUrl = done.headers.get("location");
  if (done.status !== 303 || !returnUrl) throw new Error(`The demo identity provider answered ${done.status}: ${(await done.text()).slice(0, 300)}`);
  return { returnUrl };
}
