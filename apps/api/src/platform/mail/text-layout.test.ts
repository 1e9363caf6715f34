import { describe, expect, it } from "vitest";
import { renderText, wrapLine, wrapParagraph } from "./text-layout.ts";
import { withoutTrailingPunctuation } from "./words.ts";

describe("plain-text wrapping", () => {
  it("fills lines up to 72 characters and breaks only between words", () => {
    const sentence = "Every signer has signed the framework agreement. The signed documents are ready to download from your dashboard.";
    const lines = wrapLine(sentence);
    expect(lines).toEqual(["Every signer has signed the framework agreement. The signed documents", "are ready to download from your dashboard."]);
    expect(lines.join(" ")).toBe(sentence);
  });

  it("never cuts a word longer than a line: it gets a line of its own", () => {
    const fileName = "Mietvertrag_Wohnung_Bahnhofstrasse_12_Zuerich_2026_final_unterschrieben_v3.pdf";
    expect(wrapLine(`Please sign ${fileName} today.`)).toEqual(["Please sign", fileName, "today."]);
  });

  it("puts a web address on a line of its own, with the punctuation written against it", () => {
    expect(wrapLine("Log in here: https://paraph.test/login?next=%2Fview%2F1. Then sign.")).toEqual(["Log in here:", "https://paraph.test/login?next=%2Fview%2F1.", "Then sign."]);
    expect(withoutTrailingPunctuation("https://paraph.test/login?next=%2Fview%2F1.")).toBe("https://paraph.test/login?next=%2Fview%2F1");
  });

  it("keeps French quotes and colons on the line of their word", () => {
    expect(wrapLine("Veuillez signer « Contrat »", 17)).toEqual(["Veuillez signer", "« Contrat »"]);
    expect(wrapLine("Message de Anna : Bonjour", 16)).toEqual(["Message de", "Anna : Bonjour"]);
  });

  it("keeps the author's line breaks and makes a run of empty lines one", () => {
    expect(wrapParagraph("Hello,\n\n\n\nplease sign.\r\nThanks\n\n")).toEqual(["Hello,", "", "please sign.", "Thanks"]);
  });

  it("writes the heading underlined, the action as 'Label:' and its address, and a footer", () => {
    const text = renderText(
      { subject: "s", heading: "Reset your password", paragraphs: ["We received a request."], action: { label: "Choose a new password", url: "https://paraph.test/password-reset/new?token=abc" }, note: "Valid for 30 minutes." },
      "de-ch",
    );
    expect(text).toBe(
      [
        "Reset your password",
        "===================",
        "",
        "We received a request.",
        "",
        "Choose a new password:",
        "https://paraph.test/password-reset/new?token=abc",
        "",
        "Valid for 30 minutes.",
        "",
        "— Diese E-Mail wurde automatisch von Paraph gesendet.",
        "",
      ].join("\n"),
    );
  });
});
