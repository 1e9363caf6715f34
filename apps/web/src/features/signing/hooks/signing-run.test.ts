import { describe, expect, it, vi } from "vitest";
import type { SignerStatus } from "@paraph/contracts";
import { ApiError } from "../../../shared/api/api-error.ts";
import type { SignResult } from "../api/signing-api.ts";
import type { Part11Confirmation } from "./part11.ts";
import { fakeSigningScreen } from "./test-helpers.ts";
import { createSigningRun, type SigningDependencies } from "./signing-run.ts";

const TARGET = { requestId: "request-1", signerId: "signer-1", title: "Lease", quality: "aes" };
const CHALLENGE = { maskedMobile: "••• 567", expiresAt: "2026-03-01T10:05:00.000Z" };
const tanRequired = () => new ApiError(428, "tan_required", "TAN sent", CHALLENGE);
const signed = (status = "open"): SignResult => ({ signatureRequestId: TARGET.requestId, status, signedDocuments: [] });

/**
 * The overlay manager and dialog manager as the run sees them (one overlay, one dialog at a time),
 * with a server whose answers to POST /v3/sign the test scripts.
 */
function stage(options: {
  sign: (tan?: string, part11?: Part11Confirmation) => Promise<SignResult | undefined>;
  states?: SignerStatus[];
  locked?: boolean;
  accountMobile?: string | null;
  freshMobile?: string | null;
  quality?: string;
  part11?: SigningDependencies["part11"];
}) {
  const states = [...(options.states ?? ["signed"])];
  const { screen, opened, managers, press } = fakeSigningScreen();
  const deps = {
    sign: vi.fn(options.sign),
    readState: vi.fn(async () => (states.length > 1 ? states.shift() : states[0]) ?? "open"),
    readLock: vi.fn(async () => ({ locked: options.locked ?? false, lockedUntil: null })),
    readAccountMobile: vi.fn(async (fresh: boolean) => (fresh && options.freshMobile !== undefined ? options.freshMobile : (options.accountMobile ?? null))),
    ...managers,
    refresh: vi.fn(),
    onStoppedWaiting: vi.fn(),
    pollIntervalMs: 5,
    part11: options.part11 ?? null,
  } satisfies SigningDependencies;
  const run = createSigningRun({ ...TARGET, quality: options.quality ?? TARGET.quality }, deps);
  return { run, deps, screen, opened, press };
}

describe("a signing run", () => {
  it("signs a simple signature at once, polls the state and shows the success", async () => {
    const { run, deps, screen, opened } = stage({ quality: "ses", sign: async () => signed("completed") });
    await run.start();
    expect(deps.sign).toHaveBeenCalledWith(undefined, undefined);
    expect(deps.readState).toHaveBeenCalledTimes(1);
    expect(opened).toEqual(["signing-in-progress", "signing-success"]);
    expect(screen.overlay?.props).toEqual({ title: "Lease", isCompleted: true });
    expect(deps.refresh).toHaveBeenCalled();
  });

  it("asks for the TAN of an advanced signature in the dialog, then signs with it", async () => {
    const { run, deps, screen, opened } = stage({ sign: async (tan) => (tan ? signed() : Promise.reject(tanRequired())), accountMobile: "+41 79 123 45 67" });
    await run.start();
    expect(opened).toEqual([]);
    expect(screen.dialog?.props).toEqual({ ...CHALLENGE, title: "Lease" });

    await screen.dialog?.onAction("confirm", "123456");
    await vi.waitFor(() => expect(screen.overlay?.name).toBe("signing-success"));
    expect(deps.sign).toHaveBeenLastCalledWith("123456", undefined);
    expect(screen.dialog).toBeNull();
    expect(screen.overlay?.props).toEqual({ title: "Lease", isCompleted: false });
  });

  it("after a wrong TAN shows 'TAN invalid' with the tries left and goes back to the same dialog", async () => {
    const { run, deps, screen, press } = stage({
      sign: async (tan) => {
        if (!tan) throw tanRequired();
        if (tan === "111111") throw new ApiError(422, "tan_invalid", "wrong", { attemptsLeft: 2 });
        return signed();
      },
    });
    await run.start();
    await screen.dialog?.onAction("confirm", "111111");
    await vi.waitFor(() => expect(screen.overlay?.name).toBe("tan-invalid"));
    expect(screen.overlay?.props).toEqual({ attemptsLeft: 2 });
    expect(screen.dialog).toBeNull();

    await press("retry");
    expect(screen.overlay).toBeNull();
    expect(screen.dialog?.props).toMatchObject(CHALLENGE);
    // No new TAN was asked for: the one sent is still good.
    expect(deps.sign).toHaveBeenCalledTimes(2);

    await screen.dialog?.onAction("confirm", "222222");
    await vi.waitFor(() => expect(screen.overlay?.name).toBe("signing-success"));
  });

  it.each([
    ["tan_expired", 410, "tan-expired"],
    ["tan_locked", 423, "tan-locked"],
  ] as const)("after %s asks for a new TAN and opens the dialog for it", async (code, status, overlay) => {
    const { run, deps, screen, press } = stage({
      sign: async (tan) => {
        if (!tan) throw tanRequired();
        throw new ApiError(status, code, code);
      },
    });
    await run.start();
    await screen.dialog?.onAction("confirm", "123456");
    await vi.waitFor(() => expect(screen.overlay?.name).toBe(overlay));

    expect(screen.dialog).toBeNull();
    await press("resend");
    expect(deps.sign).toHaveBeenCalledTimes(3);
    expect(deps.sign).toHaveBeenLastCalledWith(undefined, undefined);
    expect(screen.overlay).toBeNull();
    expect(screen.dialog?.props).toMatchObject(CHALLENGE);
  });

  it("asks for a new TAN from the dialog itself", async () => {
    const { run, deps, screen } = stage({ sign: async () => Promise.reject(tanRequired()) });
    await run.start();
    const first = screen.dialog;
    await first?.onAction("resend");
    expect(deps.sign).toHaveBeenCalledTimes(2);
    expect(screen.dialog).not.toBe(first);
    expect(screen.dialog?.props).toMatchObject(CHALLENGE);
  });

  it("keeps polling every interval while the state is open, showing that it waits, until it is signed", async () => {
    const { run, deps, screen, opened } = stage({ quality: "ses", sign: async () => signed(), states: ["open", "open", "signed"] });
    await run.start();
    expect(deps.readState).toHaveBeenCalledTimes(3);
    expect(opened).toEqual(["signing-in-progress", "signing-in-progress", "signing-success"]);
    expect(screen.overlay?.name).toBe("signing-success");
  });

  it("stops polling when the signer stops waiting", async () => {
    const { run, deps, screen, press } = stage({ quality: "ses", sign: async () => signed(), states: ["open"] });
    const started = run.start();
    await vi.waitFor(() => expect(screen.overlay?.props).toEqual({ isConfirming: true }));
    await press("abort");
    await started;
    expect(screen.overlay).toBeNull();
    expect(deps.onStoppedWaiting).toHaveBeenCalledTimes(1);
    const reads = deps.readState.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(deps.readState).toHaveBeenCalledTimes(reads);
  });

  it("stops polling when the page is left (abort)", async () => {
    const { run, deps, screen } = stage({ quality: "ses", sign: async () => signed(), states: ["open"] });
    const started = run.start();
    await vi.waitFor(() => expect(deps.readState).toHaveBeenCalled());
    run.abort();
    await started;
    expect(screen.overlay).toBeNull();
  });

  it("reports a signature that ended otherwise than signed as a failure naming the state", async () => {
    const { run, screen } = stage({ quality: "ses", sign: async () => signed(), states: ["removed"] });
    await run.start();
    expect(screen.overlay?.name).toBe("signing-failure");
    expect(screen.overlay?.props).toEqual({ state: "removed" });
  });

  it("shows 'signing locked' and signs nothing while another signature is being applied", async () => {
    const { run, deps, screen } = stage({ sign: async () => signed(), locked: true });
    await run.start();
    expect(screen.overlay?.name).toBe("signing-locked");
    expect(deps.sign).not.toHaveBeenCalled();
  });

  it("shows 'serial number mismatch' when the TAN went to another number than the account's", async () => {
    const { run, screen, deps } = stage({ sign: async () => Promise.reject(tanRequired()), accountMobile: "+41 79 123 45 00", freshMobile: "+41 79 123 45 00" });
    await run.start();
    expect(screen.dialog).toBeNull();
    expect(screen.overlay?.name).toBe("serial-number-mismatch");
    expect(deps.readAccountMobile).toHaveBeenLastCalledWith(true);
  });

  it("trusts the freshly loaded account over a page that did not know the number changed", async () => {
    const { run, screen } = stage({ sign: async () => Promise.reject(tanRequired()), accountMobile: "+41 79 123 45 00", freshMobile: "+41 79 123 45 67" });
    await run.start();
    expect(screen.overlay).toBeNull();
    expect(screen.dialog?.props).toMatchObject(CHALLENGE);
  });

  it("shows any other failure with a retry that starts over", async () => {
    let attempts = 0;
    const { run, screen, press } = stage({
      quality: "ses",
      sign: async () => {
        attempts += 1;
        if (attempts === 1) throw new ApiError(0, "network_error", "offline");
        return signed();
      },
    });
    await run.start();
    expect(screen.overlay?.name).toBe("signing-failure");
    await press("retry");
    expect(screen.overlay?.name).toBe("signing-success");
  });

  it("in Part 11 mode asks for the verification first, sends it with every call of the attempt, and asks again when it is refused", async () => {
    const confirmation = { password: "secret", meaning: "review" as const };
    let calls = 0;
    const { run, deps, screen, opened } = stage({
      part11: { printedName: "Ada Lovelace", lastMeaning: "approval" },
      sign: async (tan, part11) => {
        calls += 1;
        if (calls === 1) throw new ApiError(403, "part11_reauthentication_failed", "wrong", {});
        if (!tan) throw tanRequired();
        return part11 ? signed() : undefined;
      },
    });
    await run.start();
    expect(deps.sign).not.toHaveBeenCalled();
    expect(screen.overlay).toMatchObject({ name: "part11-verification", props: { title: "Lease", printedName: "Ada Lovelace", meaning: "approval" } });

    await screen.overlay?.onAction?.("confirm", { password: "wrong", meaning: "review" });
    expect(screen.overlay).toMatchObject({ name: "part11-verification", props: { meaning: "review" } });
    expect((screen.overlay?.props.error as ApiError).code).toBe("part11_reauthentication_failed");

    await screen.overlay?.onAction?.("confirm", confirmation);
    expect(deps.sign).toHaveBeenLastCalledWith(undefined, confirmation);
    expect(screen.dialog).not.toBeNull();
    await screen.dialog?.onAction("confirm", "123456");
    await vi.waitFor(() => expect(screen.overlay?.name).toBe("signing-success"));
    expect(deps.sign).toHaveBeenLastCalledWith("123456", confirmation);
    expect(opened).toEqual(["part11-verification", "part11-verification", "signing-in-progress", "signing-success"]);
  });
});
