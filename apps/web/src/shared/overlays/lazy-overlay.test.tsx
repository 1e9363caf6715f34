import "../../test/dom-cleanup.ts";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { lazyOverlay } from "./lazy-overlay.tsx";
import { OverlayProvider, useOverlays, usePreloadedOverlays, type OverlayComponentProps } from "./overlay-manager.tsx";

function Stages({ request }: OverlayComponentProps) {
  return <h2 id={`${request.id}-title`}>Preparing the documents…</h2>;
}

const STAGES = ["signing-in-progress"] as const;
const BOTH = ["signing-success", "signing-in-progress"] as const;

/** A page that may sign: it preloads the stages and opens them when Sign is pressed. */
function SigningPage() {
  usePreloadedOverlays(STAGES);
  const overlays = useOverlays();
  return (
    <button type="button" onClick={() => overlays.open("signing-in-progress")}>
      Sign
    </button>
  );
}

describe("lazyOverlay", () => {
  it("fetches the code once for a preload and the first opening", async () => {
    const load = vi.fn(async () => ({ default: Stages }));
    const stages = lazyOverlay(load);
    render(
      <OverlayProvider components={{ "signing-in-progress": stages }}>
        <SigningPage />
      </OverlayProvider>,
    );
    // The page preloaded the code as it showed, before anyone pressed Sign.
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => {
      await stages.preload?.();
    });
    fireEvent.click(screen.getByText("Sign"));
    // The code is there already: the stages show in the same render, with no loading frame.
    expect(screen.getByRole("heading", { name: "Preparing the documents…" })).toBeTruthy();
    expect(screen.queryByText("Loading…")).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("fetches again when the overlay opens after a failed preload", async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Stages }>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue({ default: Stages });
    const stages = lazyOverlay(load);
    await expect(stages.preload?.()).rejects.toThrow("offline");
    function Opener() {
      const overlays = useOverlays();
      return (
        <button type="button" onClick={() => overlays.open("signing-in-progress")}>
          Sign
        </button>
      );
    }
    render(
      <OverlayProvider components={{ "signing-in-progress": stages }}>
        <Opener />
      </OverlayProvider>,
    );
    fireEvent.click(screen.getByText("Sign"));
    expect(await screen.findByRole("heading", { name: "Preparing the documents…" })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("lets the manager's preload pass over overlays that load with the app", () => {
    function Plain() {
      return <h2>Plain</h2>;
    }
    function Preloader() {
      usePreloadedOverlays(BOTH);
      return null;
    }
    const load = vi.fn(async () => ({ default: Stages }));
    expect(() =>
      render(
        <OverlayProvider components={{ "signing-success": Plain, "signing-in-progress": lazyOverlay(load) }}>
          <Preloader />
        </OverlayProvider>,
      ),
    ).not.toThrow();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
