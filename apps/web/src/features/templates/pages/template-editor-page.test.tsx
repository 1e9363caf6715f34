import "../../../test/dom-cleanup.ts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { TemplateBody } from "@paraph/contracts";
import { installFakeIntersectionObserver } from "../../../test/fake-intersection-observer.ts";
import { apiError, json, renderApp, type FakeHandler } from "../../../test/render-app.tsx";
import { makeUser } from "../../../test/user-factory.ts";
import { makeTemplate, TEMPLATE_ID } from "../test/template-factory.ts";

installFakeIntersectionObserver();

async function openEditor(answer?: FakeHandler) {
  const bodies: TemplateBody[] = [];
  let template = makeTemplate();
  await renderApp(
    `/templates/${TEMPLATE_ID}`,
    {
      "GET /api/v1/user": () => json(200, makeUser()),
      [`GET /api/v3/templates/${TEMPLATE_ID}`]: () => json(200, template),
      [`PUT /api/v3/templates/${TEMPLATE_ID}`]: (request) => {
        const body = request.body as TemplateBody;
        bodies.push(body);
        if (answer) return answer(request);
        template = { ...template, title: body.title, version: template.version + 1 };
        return json(200, template);
      },
    },
    { token: "t" },
  );
  await screen.findByRole("heading", { name: "Employment contract", level: 1 });
  return { bodies };
}

/** The whole app with the document viewer renders here: on a busy machine that takes longer than vitest's default 5 s. */
const FULL_PAGE_TIMEOUT_MS = 30_000;

const roles = () => within(screen.getByRole("region", { name: "Roles" }));
const save = () => fireEvent.click(screen.getByRole("button", { name: "Save template" }));

describe("the template editor's roles", () => {
  it("renames, reorders, removes and adds roles; the palette follows; the roles are saved in their order with their fields", async () => {
    const { bodies } = await openEditor();
    expect(roles().getByRole("button", { name: "Move Employee up" }).hasAttribute("disabled")).toBe(true);
    fireEvent.change(roles().getByLabelText("Role 2"), { target: { value: "Human resources" } });
    fireEvent.click(roles().getByRole("button", { name: "Move Human resources up" }));
    expect((roles().getByLabelText("Role 1") as HTMLInputElement).value).toBe("Human resources");
    expect(screen.getByRole("button", { name: "Place a signature field for Human resources" })).toBeTruthy();

    fireEvent.change(roles().getByLabelText("New role"), { target: { value: "Witness" } });
    fireEvent.click(roles().getByRole("button", { name: "Add role" }));
    expect((roles().getByLabelText("Role 3") as HTMLInputElement).value).toBe("Witness");
    // A role without a signature field cannot be saved.
    save();
    expect(await screen.findByText("Place a signature field for “Witness”.")).toBeTruthy();
    expect(bodies).toHaveLength(0);
    fireEvent.click(roles().getByRole("button", { name: "Remove Witness" }));
    expect(roles().queryByLabelText("Role 3")).toBeNull();

    save();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]?.roles.map((role) => [role.name, role.signature_fields.length, role.form_fields.map((field) => field.name)])).toEqual([
      ["Human resources", 1, ["Approved"]],
      ["Employee", 1, ["Start date", "Salary"]],
    ]);
    expect(await screen.findByText("The template is saved.")).toBeTruthy();
  }, FULL_PAGE_TIMEOUT_MS);

  it("refuses two roles of the same name in any case, and shows the server's refusal", async () => {
    const { bodies } = await openEditor(() => apiError(422, "template_share_needs_business"));
    fireEvent.change(roles().getByLabelText("Role 2"), { target: { value: "EMPLOYEE" } });
    save();
    expect(await screen.findByText("Two roles are called “EMPLOYEE”: names must differ.")).toBeTruthy();
    expect(bodies).toHaveLength(0);
    fireEvent.change(roles().getByLabelText("Role 2"), { target: { value: "HR" } });
    save();
    expect(await screen.findByText("Only a member of a business can share a template with it.")).toBeTruthy();
    expect(bodies).toHaveLength(1);
  }, FULL_PAGE_TIMEOUT_MS);
});
