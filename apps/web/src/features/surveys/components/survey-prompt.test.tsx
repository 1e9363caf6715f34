import "../../../test/dom-cleanup.ts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, json, renderApp } from "../../../test/render-app.tsx";
import { makeUser } from "../../../test/user-factory.ts";

function server(due: "transactional" | "relationship" | null) {
  const answers: unknown[] = [];
  const handlers = {
    "GET /api/v1/user": () => json(200, makeUser()),
    "GET /api/v3/surveys/due": () => json(200, { survey: answers.length === 0 ? due : null }),
    "POST /api/v3/surveys": ({ body }: { body: unknown }) => {
      answers.push(body);
      return json(200, { survey: null });
    },
  };
  return { handlers, answers };
}

describe("the satisfaction survey", { timeout: 20_000 }, () => {
  it("asks for a score first, then sends the score and comment once and goes", async () => {
    const { handlers, answers } = server("transactional");
    await renderApp("/upload", handlers, { token: "t" });
    const card = await screen.findByRole("region", { name: "How satisfied are you with how signing went?" });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", "Choose a score from 0 to 10 first.");
    expect(answers).toEqual([]);
    fireEvent.click(screen.getByRole("radio", { name: "9" }));
    fireEvent.change(screen.getByLabelText("What is the main reason for your score?"), { target: { value: "Quick" } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(card.isConnected).toBe(false));
    expect(answers).toEqual([{ kind: "transactional", score: 9, comment: "Quick" }]);
    expect(await screen.findByText("Thank you for your answer.")).toBeTruthy();
  });

  it("is dismissed with 'Not now' (stored as no score), and shows nothing when none is due", async () => {
    const { handlers, answers } = server("relationship");
    await renderApp("/upload", handlers, { token: "t" });
    await screen.findByRole("region", { name: "How likely are you to recommend Paraph to a friend or colleague?" });
    fireEvent.click(screen.getByRole("button", { name: "Not now" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: /recommend Paraph/ })).toBeNull());
    expect(answers).toEqual([{ kind: "relationship", score: null }]);
  });

  it("says why an answer was refused", async () => {
    const { handlers } = server("transactional");
    await renderApp("/upload", { ...handlers, "POST /api/v3/surveys": () => apiError(409, "survey_not_due") }, { token: "t" });
    await screen.findByRole("region", { name: /How satisfied/ });
    fireEvent.click(screen.getByRole("radio", { name: "3" }));
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect((await screen.findByRole("alert")).textContent).not.toBe("");
  });
});
