import "../../../test/dom-cleanup.ts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { useEffect, useRef } from "react";
import { describe, expect, it } from "vitest";
import { DialogProvider, useDialogs } from "../../../shared/dialogs/dialog-manager.tsx";
import { json } from "../../../test/render-app.tsx";
import { renderWithServices } from "../../../test/render-with-services.tsx";
import LockedMemberDialog from "./locked-member-dialog.tsx";
import { BUSINESS_ID } from "../test/fake-business-server.ts";

function OpenOnMount() {
  const dialogs = useDialogs();
  // The manager's object changes with the dialog it shows: open once, not on every change.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    dialogs.open("business/locked-member", { businessId: BUSINESS_ID, businessName: "Muster AG" });
  }, [dialogs]);
  return null;
}

describe("the locked member dialog", () => {
  it("tells a member the business is locked and names the admins to contact", async () => {
    const { calls } = await renderWithServices(
      <DialogProvider components={{ "business/locked-member": LockedMemberDialog }}>
        <OpenOnMount />
      </DialogProvider>,
      {
        [`GET /api/v1/businesses/${BUSINESS_ID}/admins`]: () =>
          json(200, { admins: [{ id: "a1", email: "ada@muster.ch", firstName: "Ada", lastName: "Muster", isAdmin: true, joinedAt: "2026-01-01T00:00:00.000Z" }] }),
      },
    );
    expect(await screen.findByRole("heading", { name: "Your business account is locked" })).toBeTruthy();
    expect(screen.getByText(/Muster AG cannot be used at the moment/)).toBeTruthy();
    const contact = await screen.findByRole("link", { name: "ada@muster.ch" });
    expect(contact.getAttribute("href")).toBe("mailto:ada@muster.ch");
    expect(calls.some((call) => call.key === `GET /api/v1/businesses/${BUSINESS_ID}/admins`)).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Understood" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
