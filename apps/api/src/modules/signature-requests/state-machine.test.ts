import { describe, expect, it } from "vitest";
import type {
  SIGNER_STATUSES} from "@paraph/contracts";
import {
  SIGNATURE_REQUEST_ACTIONS,
  SIGNATURE_REQUEST_STATUSES,
  type SignatureRequestAction,
  type SignatureRequestStatus,
} from "@paraph/contracts";
import { allowedActions, decide, statusAfterSignerChange, type Role } from "./state-machine.ts";

const OWNER_ACTIONS: SignatureRequestAction[] = [
  "update",
  "initiate",
  "delete",
  "add_document",
  "remove_document",
  "add_signer",
  "update_signer",
  "remove_signer",
  "add_observer",
  "remove_observer",
  "withdraw",
  "remind",
];
const SIGNER_ACTIONS: SignatureRequestAction[] = ["sign", "decline", "delegate"];

/** The expected answer for every action in every request status, written out by hand. */
const EXPECTED: Record<SignatureRequestAction, Partial<Record<SignatureRequestStatus, true>>> = {
  update: { draft: true, open: true },
  initiate: { draft: true },
  delete: { draft: true },
  add_document: { draft: true },
  remove_document: { draft: true },
  add_signer: { draft: true, open: true },
  update_signer: { draft: true, open: true },
  remove_signer: { draft: true, open: true },
  add_observer: { draft: true, open: true },
  remove_observer: { draft: true, open: true },
  sign: { open: true },
  decline: { open: true },
  withdraw: { open: true },
  remind: { open: true },
  delegate: { open: true },
};

describe("the signature request state machine", () => {
  it("covers every action", () => {
    expect([...OWNER_ACTIONS, ...SIGNER_ACTIONS].sort()).toEqual([...SIGNATURE_REQUEST_ACTIONS].sort());
  });

  describe.each(SIGNATURE_REQUEST_STATUSES)("in status %s", (status) => {
    it.each(SIGNATURE_REQUEST_ACTIONS)("%s is allowed or refused with 409's code", (action) => {
      const isSignerAction = SIGNER_ACTIONS.includes(action);
      const roles = new Set<Role>([isSignerAction ? "signer" : "owner"]);
      const decision = decide(action, { status, roles, mySignerStatus: "open", targetSignerStatus: "open" });
      if (EXPECTED[action][status]) {
        expect(decision).toEqual({ allowed: true });
      } else {
        const code = status === "draft" ? "request_not_open" : status === "open" ? "request_not_draft" : "request_closed";
        expect(decision).toEqual({ allowed: false, code });
      }
    });
  });

  it("lets only the owner do owner actions and only a signer do signer actions", () => {
    for (const action of OWNER_ACTIONS) {
      for (const role of ["signer", "observer"] as const) {
        expect(decide(action, { status: "open", roles: new Set([role]), mySignerStatus: "open" })).toEqual({ allowed: false, code: "forbidden" });
      }
    }
    for (const action of SIGNER_ACTIONS) {
      for (const role of ["owner", "observer"] as const) {
        expect(decide(action, { status: "open", roles: new Set([role]) })).toEqual({ allowed: false, code: "forbidden" });
      }
    }
  });

  it("decides signer actions by the signer's own status", () => {
    const open = (mySignerStatus: (typeof SIGNER_STATUSES)[number]) => ({ status: "open" as const, roles: new Set<Role>(["signer"]), mySignerStatus });
    expect(decide("sign", open("open"))).toEqual({ allowed: true });
    expect(decide("sign", open("pending"))).toEqual({ allowed: false, code: "signer_not_your_turn" });
    expect(decide("decline", open("pending"))).toEqual({ allowed: true });
    expect(decide("delegate", open("pending"))).toEqual({ allowed: true });
    for (const done of ["signed", "declined", "delegated", "removed"] as const) {
      for (const action of SIGNER_ACTIONS) expect(decide(action, open(done))).toEqual({ allowed: false, code: "signer_not_active" });
    }
  });

  it("removes only signers who have not signed", () => {
    const context = (targetSignerStatus: (typeof SIGNER_STATUSES)[number]) => ({ status: "open" as const, roles: new Set<Role>(["owner"]), targetSignerStatus });
    expect(decide("remove_signer", context("open"))).toEqual({ allowed: true });
    expect(decide("remove_signer", context("pending"))).toEqual({ allowed: true });
    expect(decide("remove_signer", context("signed"))).toEqual({ allowed: false, code: "signer_not_active" });
  });

  it("gives an owner who also signs both sets of actions", () => {
    const actions = allowedActions({ status: "open", roles: new Set<Role>(["owner", "signer"]), mySignerStatus: "open" });
    expect(actions).toEqual(expect.arrayContaining(["withdraw", "remind", "sign", "decline", "delegate"]));
    expect(allowedActions({ status: "completed", roles: new Set<Role>(["owner", "signer"]), mySignerStatus: "signed" })).toEqual([]);
    expect(allowedActions({ status: "open", roles: new Set<Role>(["observer"]) })).toEqual([]);
  });

  it("completes a request when every remaining signer has signed", () => {
    expect(statusAfterSignerChange(["signed", "signed"])).toBe("completed");
    expect(statusAfterSignerChange(["signed", "removed", "delegated", "signed"])).toBe("completed");
    expect(statusAfterSignerChange(["signed", "open"])).toBe("open");
    expect(statusAfterSignerChange(["signed", "pending"])).toBe("open");
  });
});
