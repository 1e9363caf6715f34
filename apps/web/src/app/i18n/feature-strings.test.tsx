import "../../test/dom-cleanup.ts";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, renderApp } from "../../test/render-app.tsx";
import { makeUser } from "../../test/user-factory.ts";
import { loadFeatureStrings } from "../../shared/i18n/feature-strings.ts";
import { createI18n } from "../../shared/i18n/i18n.ts";
import { STRINGS } from "./catalogue.ts";

// A feature's strings are not in the entry chunk: they load with its page. These tests fail if a
// page renders before its strings are there (a raw key, or English, shows instead).
// The strings loaded stay loaded for the rest of this file, so each test checks a feature the
// ones before it have not loaded.

/** Text of the page that looks like a translation key ("documents.upload.lead"): a string that was missing. */
const rawKeys = () => (document.body.textContent ?? "").match(/\b[a-z_]+\.[a-z_]+\.[a-z_.]+\b/g) ?? [];

describe("feature strings", () => {
  it("load with a lazily loaded page, in the page's language", async () => {
    // Nothing has loaded the documents feature yet in this file: its strings are not in the shell.
    const before = await createI18n(STRINGS, "de-ch");
    expect(before.exists("documents.upload.uploaded_title")).toBe(false);
    expect(before.exists("titles.upload")).toBe(true);

    const german = makeUser({ attributes: { lang: "de-ch" } });
    await renderApp("/upload", { "GET /api/v1/user": () => json(200, german) }, { token: "session-token", language: "de-ch" });

    await screen.findByRole("heading", { level: 1, name: "Dokumente hochladen" });
    expect(screen.getByRole("heading", { level: 2, name: "Hochgeladene Dokumente" })).toBeTruthy();
    expect(screen.getByText("PDF-Dateien hierher ziehen und ablegen")).toBeTruthy();
    expect(rawKeys()).toEqual([]);
  });

  it("follow a change of language on a page already shown", async () => {
    await renderApp("/validate", {});
    await screen.findByText(/Did you scan the QR code on a signature\?/);

    fireEvent.change(screen.getByRole("combobox", { name: "Language" }), { target: { value: "de-ch" } });

    await screen.findByText(/Haben Sie den QR-Code auf einer Signatur gescannt\?/);
    expect(screen.getByText("Signiertes PDF hierher ziehen und ablegen")).toBeTruthy();
    expect(rawKeys()).toEqual([]);
  });

  it("reach an i18n instance created after they loaded, in its language and English", async () => {
    // React.lazy keeps a dialog's component once loaded and does not load it, or its strings, again.
    await loadFeatureStrings(["visual_signatures"]);
    const french = await createI18n(STRINGS, "fr-ch");
    expect(french.t("visual_signatures.new")).not.toBe("visual_signatures.new");
    expect(french.t("visual_signatures.new")).not.toBe(french.t("visual_signatures.new", { lng: "en-gb" }));
    expect(french.getResource("en-gb", "translation", "visual_signatures.new")).toBe("New visual signature");
  });
});
