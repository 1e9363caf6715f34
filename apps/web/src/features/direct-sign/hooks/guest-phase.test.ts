import { describe, expect, it } from "vitest";
import { ApiError } from "../../../shared/api/api-error.ts";
import { readRedirectSettings } from "../../../entities/signature-requests/redirect-rules.ts";
import { makeRequest, makeSigner } from "../../signature-requests/test/request-factory.ts";
import { chooseGuestRedirect, deriveGuestPhase, type GuestPhaseInput } from "./guest-phase.ts";

const asGuest = (status: "open" | "pending" | "signed", requestStatus: "open" | "completed" = "open") =>
  makeRequest({ myRole: "signer", status: requestStatus, allowedActions: ["sign", "decline"], signers: [makeSigner({ isMe: true, status })] });
const loaded = (view = asGuest("open")): GuestPhaseInput["request"] => ({ status: "success", data: view, error: null });
const gone: GuestPhaseInput["request"] = { status: "error", data: undefined, error: new ApiError(404, "not_found", "gone") };
const offline: GuestPhaseInput["request"] = { status: "error", data: undefined, error: new ApiError(0, "network_error", "offline") };

describe("the guest page's phase", () => {
  it("follows the guest's own signer entry while the link lives", () => {
    expect(deriveGuestPhase({ signatureState: "OPEN", request: { status: "pending", data: undefined, error: null } }).kind).toBe("loading");
    expect(deriveGuestPhase({ signatureState: "OPEN", request: loaded() }).kind).toBe("ready");
    expect(deriveGuestPhase({ signatureState: "OPEN", request: loaded(asGuest("pending")) }).kind).toBe("waiting");
    expect(deriveGuestPhase({ signatureState: "OPEN", request: loaded(asGuest("signed")) })).toMatchObject({ kind: "signed", request: { title: "Lease agreement" } });
  });

  it("tells a dead link from a failed read; a poll that failed for a moment keeps the request", () => {
    expect(deriveGuestPhase({ signatureState: "OPEN", request: gone }).kind).toBe("unavailable");
    expect(deriveGuestPhase({ signatureState: "OPEN", request: offline }).kind).toBe("failed");
    expect(deriveGuestPhase({ signatureState: "OPEN", request: { ...offline, data: asGuest("open") } }).kind).toBe("ready");
    expect(deriveGuestPhase({ signatureState: "OPEN", request: { ...gone, data: asGuest("open") } }).kind).toBe("unavailable");
    // The guest's own signature completed the request while their sign call is still answering.
    expect(deriveGuestPhase({ signatureState: "OPEN", isSigning: true, request: { ...gone, data: asGuest("open") } }).kind).toBe("ready");
  });

  it("puts what the guest did in this tab before a link their act ended", () => {
    expect(deriveGuestPhase({ signatureState: "SIGNED", request: gone })).toEqual({ kind: "signed", request: null });
    expect(deriveGuestPhase({ signatureState: "DECLINED", request: gone })).toEqual({ kind: "declined" });
    expect(deriveGuestPhase({ signatureState: "DECLINED", request: loaded() })).toEqual({ kind: "declined" });
  });
});

describe("where the guest is sent", () => {
  const all = "?exitURL=https://shop.example/done&errorURL=https://shop.example/error&declineURL=https://shop.example/declined";

  it("leaves to the exit URL once the guest signed, whoever still has to sign; stays while there is something to do", () => {
    const settings = readRedirectSettings(all);
    expect(chooseGuestRedirect(settings, "signed")).toEqual({ url: "https://shop.example/done", reason: "exit" });
    for (const phase of ["loading", "ready", "waiting"] as const) expect(chooseGuestRedirect(settings, phase)).toBeNull();
    expect(chooseGuestRedirect(readRedirectSettings(""), "signed")).toBeNull();
  });

  it("leaves to the error URL for a link that cannot be opened, falling back to the exit URL", () => {
    expect(chooseGuestRedirect(readRedirectSettings(all), "unavailable")).toEqual({ url: "https://shop.example/error", reason: "error" });
    expect(chooseGuestRedirect(readRedirectSettings("?exitURL=https://shop.example/done"), "failed")).toEqual({ url: "https://shop.example/done", reason: "error" });
    expect(chooseGuestRedirect(readRedirectSettings("?errorURL=javascript:alert(1)"), "unavailable")).toBeNull();
  });

  it("leaves to the decline URL after declining only when declineRedirect asks, as /view/{srid} does", () => {
    expect(chooseGuestRedirect(readRedirectSettings(`${all}&declineRedirect=true`), "declined")).toEqual({ url: "https://shop.example/declined", reason: "decline" });
    expect(chooseGuestRedirect(readRedirectSettings("?exitURL=https://shop.example/done&declineRedirect=1"), "declined")).toEqual({ url: "https://shop.example/done", reason: "decline" });
    expect(chooseGuestRedirect(readRedirectSettings(all), "declined")).toBeNull();
    expect(chooseGuestRedirect(readRedirectSettings(`${all}&declineRedirect=false`), "declined")).toBeNull();
  });

  it("reads the countdown as spec §5 says: 45 s by default, 0 kept, clamped to 10..90, nonsense ignored", () => {
    expect([undefined, "0", "3", "10", "61.4", "90", "600", "soon", "-5"].map((value) => readRedirectSettings(value === undefined ? all : `${all}&redirectTimeout=${value}`).timeoutSeconds)).toEqual([
      45, 0, 10, 10, 61, 90, 90, 45, 10,
    ]);
  });
});
