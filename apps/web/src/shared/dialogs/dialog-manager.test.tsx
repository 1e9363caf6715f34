import "../../test/dom-cleanup.ts";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { DIALOG_KEYS } from "./dialog-names.ts";
import { DialogProvider, useDialogs, type DialogComponentProps, type DialogComponents } from "./dialog-manager.tsx";

function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

let pending = deferred();

function ConfirmDialog({ request, runAction, loadingAction }: DialogComponentProps) {
  const [failed, setFailed] = useState(false);
  return (
    <div role="dialog" aria-label={String(request.props.title)}>
      <button type="button" disabled={loadingAction !== null} onClick={() => runAction("confirm", () => pending.promise).catch(() => setFailed(true))}>
        {loadingAction === "confirm" ? "Working" : "Confirm"}
      </button>
      {failed ? <p>It failed</p> : null}
    </div>
  );
}

function ReplacingDialog({ runAction }: DialogComponentProps) {
  const dialogs = useDialogs();
  return (
    <div role="dialog" aria-label="Replacing">
      <button type="button" onClick={() => void runAction("next", async () => void dialogs.open("general/leave-page", { title: "Second" }))}>
        Next
      </button>
    </div>
  );
}

const components: DialogComponents = { "profile/delete-account": ConfirmDialog, "general/leave-page": ConfirmDialog, "general/accept-terms": ReplacingDialog };

function Opener({ onAction }: { onAction?: () => void }) {
  const dialogs = useDialogs();
  return (
    <>
      <button type="button" onClick={() => dialogs.open("profile/delete-account", { title: "First" }, onAction)}>
        open first
      </button>
      <button type="button" onClick={() => dialogs.open("general/leave-page", { title: "Second" })}>
        open second
      </button>
      <button type="button" onClick={() => dialogs.open("general/accept-terms")}>
        open replacing
      </button>
    </>
  );
}

function setup(onAction?: () => void) {
  pending = deferred();
  render(
    <DialogProvider components={components}>
      <Opener onAction={onAction} />
    </DialogProvider>,
  );
}

describe("dialog manager", () => {
  it("registers every dialog of spec §2 with its namespace", () => {
    // Spec §2's 37, the five of the API users page (issue 17) and deleting a template (issue 31).
    expect(DIALOG_KEYS).toHaveLength(43);
    expect(DIALOG_KEYS).toContain("template/delete-template");
    expect(DIALOG_KEYS).toContain("business/show-api-key");
    expect(DIALOG_KEYS).toContain("profile/delete-account");
    expect(DIALOG_KEYS).toContain("general/leave-page");
    expect(DIALOG_KEYS).toContain("signer-group/delete-signer-group");
    expect(new Set(DIALOG_KEYS).size).toBe(DIALOG_KEYS.length);
  });

  it("shows one dialog at a time", () => {
    setup();
    fireEvent.click(screen.getByText("open first"));
    fireEvent.click(screen.getByText("open second"));
    expect(screen.queryByRole("dialog", { name: "First" })).toBeNull();
    expect(screen.getByRole("dialog", { name: "Second" })).toBeTruthy();
  });

  it("locks the page scroll while a dialog is open", async () => {
    setup();
    fireEvent.click(screen.getByText("open first"));
    expect(document.body.style.overflow).toBe("hidden");
    fireEvent.click(screen.getByText("Confirm"));
    await act(async () => pending.resolve());
    expect(document.body.style.overflow).toBe("");
  });

  it("shows loading during the action, then closes and tells the opener", async () => {
    const onAction = vi.fn();
    setup(onAction);
    fireEvent.click(screen.getByText("open first"));
    fireEvent.click(screen.getByText("Confirm"));
    expect(screen.getByRole("button", { name: "Working" })).toBeTruthy();
    await act(async () => pending.resolve());
    expect(onAction).toHaveBeenCalledWith("confirm", undefined);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("stays open with loading stopped when the action fails", async () => {
    setup();
    fireEvent.click(screen.getByText("open first"));
    fireEvent.click(screen.getByText("Confirm"));
    await act(async () => pending.reject(new Error("wrong password")));
    expect(screen.getByRole("dialog", { name: "First" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Confirm" })).toBeTruthy();
    expect(screen.getByText("It failed")).toBeTruthy();
  });

  it("keeps the dialog that an action opened in its place", async () => {
    setup();
    fireEvent.click(screen.getByText("open replacing"));
    await act(async () => fireEvent.click(screen.getByText("Next")));
    expect(screen.getByRole("dialog", { name: "Second" })).toBeTruthy();
  });

  it("refuses names whose dialog is not built yet", () => {
    function OpenUnbuilt() {
      const dialogs = useDialogs();
      return <button type="button" onClick={() => expect(() => dialogs.open("document/withdraw")).toThrow(/not built/)}>try</button>;
    }
    render(
      <DialogProvider components={components}>
        <OpenUnbuilt />
      </DialogProvider>,
    );
    fireEvent.click(screen.getByText("try"));
  });
});
