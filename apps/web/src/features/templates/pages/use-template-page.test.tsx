import "../../../test/dom-cleanup.ts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, json, renderApp, type FakeHandler } from "../../../test/render-app.tsx";
import { makeUser } from "../../../test/user-factory.ts";
import { makeRequest } from "../../signature-requests/test/request-factory.ts";
import { makeTemplate, TEMPLATE_ID } from "../test/template-factory.ts";

const created = makeRequest({ id: "5e000000-0000-4000-8000-000000000009" });

async function openUseForm(answer: FakeHandler = () => json(201, created)) {
  const bodies: unknown[] = [];
  const view = await renderApp(
    `/templates/${TEMPLATE_ID}/use`,
    {
      "GET /api/v1/user": () => json(200, makeUser()),
      [`GET /api/v3/templates/${TEMPLATE_ID}`]: () => json(200, makeTemplate()),
      [`POST /api/v3/templates/${TEMPLATE_ID}/signature-requests`]: (request) => {
        bodies.push(request.body);
        return answer(request);
      },
    },
    { token: "t" },
  );
  await screen.findByRole("heading", { name: "Use “Employment contract”" });
  return { view, bodies };
}

const role = (name: string) => within(screen.getByRole("group", { name }));

describe("/templates/:templateId/use", () => {
  it("asks for every role's address and for values that fit their fields before anything is sent", async () => {
    const { view, bodies } = await openUseForm();
    fireEvent.click(screen.getByRole("button", { name: "Send now" }));
    expect(await screen.findByText("Check the marked fields.")).toBeTruthy();
    expect(role("Employee").getByText("Enter the e-mail address of the person for this role.")).toBeTruthy();
    expect(role("HR").getByText("Enter the e-mail address of the person for this role.")).toBeTruthy();
    fireEvent.change(role("Employee").getByLabelText("E-mail address"), { target: { value: "erika@" } });
    fireEvent.change(role("HR").getByLabelText("E-mail address"), { target: { value: "hr@example.ch" } });
    fireEvent.change(screen.getByLabelText(/^Salary/), { target: { value: "-5" } });
    fireEvent.click(screen.getByRole("button", { name: "Send now" }));
    expect(await role("Employee").findByText("This is not an e-mail address.")).toBeTruthy();
    expect(role("HR").queryByRole("alert")).toBeNull();
    expect(screen.getByText("Enter 0 or more.")).toBeTruthy();
    expect(bodies).toHaveLength(0);
    expect(view.location()).toBe(`/templates/${TEMPLATE_ID}/use`);
  });

  it("sends a person per role and only the values filled in, then opens the new request", async () => {
    const { view, bodies } = await openUseForm();
    fireEvent.change(role("Employee").getByLabelText("E-mail address"), { target: { value: " erika@example.ch " } });
    fireEvent.change(role("Employee").getByLabelText(/^First name/), { target: { value: "Erika" } });
    fireEvent.change(role("HR").getByLabelText("E-mail address"), { target: { value: "hr@example.ch" } });
    fireEvent.change(screen.getByLabelText(/^Salary/), { target: { value: "85000" } });
    fireEvent.click(screen.getByRole("button", { name: "Save as draft" }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ roles: { Employee: { email: "erika@example.ch", firstName: "Erika" }, HR: { email: "hr@example.ch" } }, prefill: { Salary: "85000" }, send: false });
    await view.expectLocation(`/view/${created.id}`);
  });

  it("shows the server's refusal in the sender's language", async () => {
    await openUseForm(() => apiError(400, "template_prefill_invalid"));
    fireEvent.change(role("Employee").getByLabelText("E-mail address"), { target: { value: "erika@example.ch" } });
    fireEvent.change(role("HR").getByLabelText("E-mail address"), { target: { value: "hr@example.ch" } });
    fireEvent.click(screen.getByRole("button", { name: "Send now" }));
    expect(await screen.findByText("A value you filled in does not fit its field.")).toBeTruthy();
  });
});
