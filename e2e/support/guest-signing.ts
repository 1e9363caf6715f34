import type { FrameLocator, Page } from "playwright-core";
import { mailedCode } from "./server.ts";

/**
 * A guest signs on their signing view (a page, or the frame of an embedded one) in English: they
 * confirm they read the documents, press Sign, have the code mailed, enter it and wait for "You
 * have signed". Their name and fields are theirs to fill before. `codesBefore` counts the signing
 * codes mailed to them already.
 */
export async function signAsGuest(view: Page | FrameLocator, serverUrl: string, email: string, codesBefore = 0): Promise<void> {
  const panel = view.getByRole("region", { name: "Your signature" });
  await panel.getByLabel("I have read the documents and want to sign them.").check();
  await panel.getByRole("button", { name: "Sign", exact: true }).click();
  await view.getByRole("dialog", { name: "Confirm your signature" }).getByRole("button", { name: "Send the code" }).click();
  const tanDialog = view.getByRole("dialog", { name: "Enter the TAN" });
  await tanDialog.getByLabel("TAN", { exact: true }).fill(await mailedCode(serverUrl, email, "direct-sign-tan", codesBefore + 1));
  await tanDialog.getByRole("button", { name: "Sign", exact: true }).click();
  await view.getByRole("dialog", { name: "You have signed" }).waitFor({ timeout: 60_000 });
}
