import "../../test/dom-cleanup.ts";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { OVERLAY_NAMES } from "./overlay-names.ts";
import { OverlayProvider, useOverlays, type OverlayComponentProps, type OverlayComponents } from "./overlay-manager.tsx";

function SigningOverlay({ request, runAction, isLoading }: OverlayComponentProps) {
  return (
    <div>
      <h2>{String(request.props.heading)}</h2>
      <button type="button" onClick={() => void runAction("retry")} disabled={isLoading}>
        {isLoading ? "Busy" : "Retry"}
      </button>
      <button type="button" onClick={() => void runAction("complete")}>
        Done
      </button>
    </div>
  );
}

const components: OverlayComponents = { "signing-failure": SigningOverlay, "signing-success": SigningOverlay };

function setup(onAction: (action: string) => Promise<void> | void) {
  function Opener() {
    const overlays = useOverlays();
    return (
      <>
        <button type="button" onClick={() => overlays.open("signing-failure", { heading: "Failure" }, onAction)}>
          open failure
        </button>
        <button type="button" onClick={() => overlays.open("signing-success", { heading: "Success" }, onAction)}>
          open success
        </button>
      </>
    );
  }
  render(
    <OverlayProvider components={components}>
      <Opener />
    </OverlayProvider>,
  );
}

describe("overlay manager", () => {
  it("registers every overlay of spec §2", () => {
    expect(OVERLAY_NAMES).toHaveLength(17);
  });

  it("shows a white full-screen overlay at z-index 1900, one at a time", () => {
    setup(() => undefined);
    fireEvent.click(screen.getByText("open failure"));
    fireEvent.click(screen.getByText("open success"));
    expect(screen.queryByText("Failure")).toBeNull();
    const overlay = screen.getByRole("dialog");
    expect(overlay.style.zIndex).toBe("1900");
    expect(overlay.getAttribute("aria-modal")).toBe("true");
    expect(screen.getByText("Success")).toBeTruthy();
  });

  it("stays open after other actions and on Escape", async () => {
    const onAction = vi.fn();
    setup(onAction);
    fireEvent.click(screen.getByText("open failure"));
    await act(async () => fireEvent.click(screen.getByText("Retry")));
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(onAction).toHaveBeenCalledWith("retry", undefined);
    expect(screen.getByText("Failure")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Retry" })).toBeTruthy();
  });

  it("closes only on 'complete'", async () => {
    setup(() => undefined);
    fireEvent.click(screen.getByText("open failure"));
    await act(async () => fireEvent.click(screen.getByText("Done")));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.body.style.overflow).toBe("");
  });

  it("lets its opener take it away by id, leaving a newer one alone", () => {
    function Opener() {
      const overlays = useOverlays();
      const first = useRef("");
      return (
        <>
          <button type="button" onClick={() => (first.current = overlays.open("signing-failure", { heading: "Failure" }))}>
            open first
          </button>
          <button type="button" onClick={() => overlays.open("signing-success", { heading: "Success" })}>
            open second
          </button>
          <button type="button" onClick={() => overlays.close(first.current)}>
            close first
          </button>
          <button type="button" onClick={() => overlays.close()}>
            close any
          </button>
        </>
      );
    }
    render(
      <OverlayProvider components={components}>
        <Opener />
      </OverlayProvider>,
    );
    const press = (name: string) => fireEvent.click(screen.getByText(name));
    press("open first");
    press("close first");
    expect(screen.queryByRole("dialog")).toBeNull();
    press("open first");
    press("open second");
    press("close first");
    expect(screen.getByText("Success")).toBeTruthy();
    press("close any");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("stops loading and stays open when its action fails", async () => {
    let fail: (error: Error) => void = () => undefined;
    setup(() => new Promise<void>((_, reject) => (fail = reject)));
    fireEvent.click(screen.getByText("open failure"));
    fireEvent.click(screen.getByText("Done"));
    expect(screen.getByRole("button", { name: "Busy" })).toBeTruthy();
    await act(async () => fail(new Error("signing service down")));
    expect(screen.getByText("Failure")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Retry" })).toBeTruthy();
  });
});
