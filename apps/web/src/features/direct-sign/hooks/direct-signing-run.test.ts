import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../shared/api/api-error.ts";
import type { DirectSignResult } from "../../../entities/direct-sign/direct-sign-api.ts";
import { fakeSigningScreen } from "../../signing/hooks/test-helpers.ts";
import { createGuestSigningRun, type GuestSigningDependencies, type SentCode } from "./direct-signing-run.ts";

const TARGET = { requestId: "request-1", signerId: "signer-1", title: "Lease", name: "Giulia Ospite", email: "giulia@example.com" };
const CODE: SentCode = { maskedEmail: "g•••@example.com", expiresAt: "2026-03-01T10:05:00.000Z" };
const signed = (status = "open"): DirectSignResult => ({ signatureRequestId: "request-1", status, signedDocuments: [] });

/** The overlay and dialog managers as the run sees them (one of each at a time), with scripted server answers. */
function stage(options: { checkCode?: (tan: string) => Promise<unknown>; sign?: () => Promise<DirectSignResult | undefined>; sendCode?: () => Promise<SentCode>; locked?: boolean }) {
  const { screen, opened, managers, press } = fakeSigningScreen();
  const deps = {
    readLock: vi.fn(async () => ({ locked: options.locked ?? false, lockedUntil: null })),
    sendCode: vi.fn(options.sendCode ?? (async () => CODE)),
    checkCode: vi.fn(options.checkCode ?? (async () => ({ verified: true }))),
    sign: vi.fn(options.sign ?? (async () => signed())),
    ...managers,
    onSigned: vi.fn(),
    refresh: vi.fn(),
  } satisfies GuestSigningDependencies;
  const run = createGuestSigningRun(TARGET, deps);
  /** The guest types a code into the TAN dialog and presses Sign; the run goes on without waiting. */
  const enter = async (tan: string) => {
    await screen.dialog?.onAction("confirm", tan);
    await vi.waitFor(() => expect(screen.overlay?.name).not.toBe("signing-in-progress"));
  };
  return { run, deps, screen, opened, press, enter };
}

describe("a guest signing run", () => {
  it("confirms in the direct-sign overlay, e-mails the code, checks it, signs and shows the success", async () => {
    const { run, deps, screen, opened, press, enter } = stage({ sign: async () => signed("completed") });
    await run.start();
    expect(screen.overlay).toMatchObject({ name: "direct-sign", props: TARGET });
    expect(deps.sendCode).not.toHaveBeenCalled();

    await press("send-code");
    expect(deps.sendCode).toHaveBeenCalledTimes(1);
    expect(screen.overlay).toBeNull();
    expect(screen.dialog?.props).toEqual({ ...CODE, title: "Lease" });

    await enter("123456");
    expect(deps.checkCode).toHaveBeenCalledWith("123456");
    expect(deps.sign).toHaveBeenCalledTimes(1);
    expect(deps.onSigned).toHaveBeenCalledWith(signed("completed"));
    expect(opened).toEqual(["direct-sign", "signing-in-progress", "signing-success"]);
    expect(screen.overlay?.props).toEqual({ title: "Lease", isCompleted: true, isGuest: true });
    expect(screen.dialog).toBeNull();
  });

  it("cancels in the direct-sign overlay without sending anything", async () => {
    const { run, deps, screen, press } = stage({});
    await run.start();
    await press("complete");
    expect(screen.overlay).toBeNull();
    expect(deps.sendCode).not.toHaveBeenCalled();
  });

  it("takes a wrong code back to the dialog with the same code, and signs with the right one", async () => {
    let tries = 0;
    const { run, deps, screen, press, enter } = stage({
      checkCode: async (tan) => {
        tries += 1;
        if (tan !== "654321") throw new ApiError(422, "tan_invalid", "wrong", { attemptsLeft: 2 });
        return { verified: true };
      },
    });
    await run.start();
    await press("send-code");
    await enter("111111");
    expect(screen.overlay).toMatchObject({ name: "tan-invalid", props: { attemptsLeft: 2 } });
    expect(deps.sign).not.toHaveBeenCalled();

    await press("retry");
    expect(screen.overlay).toBeNull();
    expect(screen.dialog?.props).toMatchObject(CODE);
    expect(deps.sendCode).toHaveBeenCalledTimes(1);
    await enter("654321");
    expect(tries).toBe(2);
    expect(screen.overlay?.name).toBe("signing-success");
  });

  it("sends a new code after an expired or locked one", async () => {
    for (const [status, code, overlay] of [
      [410, "tan_expired", "tan-expired"],
      [423, "tan_locked", "tan-locked"],
    ] as const) {
      const { run, deps, screen, press, enter } = stage({ checkCode: async () => Promise.reject(new ApiError(status, code, code)) });
      await run.start();
      await press("send-code");
      await enter("123456");
      expect(screen.overlay?.name).toBe(overlay);
      await press("resend");
      expect(deps.sendCode).toHaveBeenCalledTimes(2);
      expect(screen.overlay).toBeNull();
      expect(screen.dialog).not.toBeNull();
    }
  });

  it("says so when the request is being signed by someone else right now", async () => {
    const { run, deps, screen } = stage({ locked: true });
    await run.start();
    expect(screen.overlay).toMatchObject({ name: "signing-locked", props: { reason: "busy" } });
    expect(deps.sendCode).not.toHaveBeenCalled();
  });

  it("explains a code that cannot be sent, and a signing that fails, and tries again from the start", async () => {
    const tooMany = stage({ sendCode: async () => Promise.reject(new ApiError(429, "rate_limited", "slow down", { retryAfterSeconds: 600 })) });
    await tooMany.run.start();
    await tooMany.press("send-code");
    expect(tooMany.screen.overlay).toMatchObject({ name: "exhausted-signatures", props: { retryAfterSeconds: 600 } });

    const failing = stage({ sign: async () => Promise.reject(new ApiError(404, "not_found", "gone")) });
    await failing.run.start();
    await failing.press("send-code");
    await failing.enter("123456");
    expect(failing.screen.overlay?.name).toBe("signing-failure");
    expect(failing.deps.onSigned).not.toHaveBeenCalled();
    expect(failing.deps.refresh).toHaveBeenCalled();
    await failing.press("retry");
    expect(failing.deps.readLock).toHaveBeenCalledTimes(2);
    expect(failing.screen.overlay?.name).toBe("direct-sign");
  });
});
