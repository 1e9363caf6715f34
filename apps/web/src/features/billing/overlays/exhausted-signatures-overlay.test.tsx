import "../../../test/dom-cleanup.ts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { useEffect, useRef } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { OverlayProvider, useOverlays } from "../../../shared/overlays/overlay-manager.tsx";
import { problemOf } from "../../../entities/signing/signing-outcome.ts";
import { ApiError } from "../../../shared/api/api-error.ts";
import { json } from "../../../test/render-app.tsx";
import { renderWithServices } from "../../../test/render-with-services.tsx";
import { makeUser } from "../../../test/user-factory.ts";
import ExhaustedSignaturesOverlay from "./exhausted-signatures-overlay.tsx";

/** Opens the overlay the signing flow opens for the server's answer. */
function OpenOnMount({ error }: { error: ApiError }) {
  const overlays = useOverlays();
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    const problem = problemOf(error);
    overlays.open(problem.overlay, problem.props);
  }, [overlays, error]);
  return null;
}

const QUOTA = new ApiError(402, "signature_quota_exhausted", "used up", { limit: 50, usage: 50, quality: "aes", periodEndsAt: "2026-12-01T00:00:00.000Z" });

async function show(user: ReturnType<typeof makeUser>, error = QUOTA) {
  return renderWithServices(
    <MemoryRouter initialEntries={["/view/1"]}>
      <OverlayProvider components={{ "exhausted-signatures": ExhaustedSignaturesOverlay }}>
        <Routes>
          <Route path="/view/1" element={<OpenOnMount error={error} />} />
          <Route path="/business/upgrade" element={<h1>Upgrade page</h1>} />
        </Routes>
      </OverlayProvider>
    </MemoryRouter>,
    { "GET /api/v1/user": () => json(200, user) },
  );
}

const business = (isAdmin: boolean) => ({ id: "b-1", name: "Muster AG", isAdmin, isMember: true, seals: [], planName: "team" as const, paymentMethod: "STRIPE" as const });

describe("the exhausted-signatures overlay", () => {
  it("shows an admin the quota that is used up and takes them to the upgrade", async () => {
    await show(makeUser({ business: business(true) }));
    await screen.findByRole("heading", { name: "No signatures left" });
    expect(screen.getByText("Advanced signatures: the plan's signatures for this period are used up (50 of 50).")).toBeTruthy();
    expect(screen.getByText("More become available on 1 Dec 2026.")).toBeTruthy();
    expect(await screen.findByText("Upgrade the plan to sign now.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Upgrade" }));
    expect(await screen.findByRole("heading", { name: "Upgrade page" })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("tells a member to ask an admin, with no upgrade to offer", async () => {
    await show(makeUser({ business: business(false) }));
    expect(await screen.findByText("Ask an admin of your business to upgrade the plan.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Upgrade" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("still tells a signer who tried too often when to come back", async () => {
    await show(makeUser(), new ApiError(429, "rate_limited", "slow down", { retryAfterSeconds: 90 }));
    expect(await screen.findByRole("heading", { name: "No more signing for now" })).toBeTruthy();
    expect(screen.getByText("You can sign again in about 2 min.")).toBeTruthy();
  });
});
