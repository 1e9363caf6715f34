import { describe, expect, it } from "vitest";
import { readXmlTree, xmllintErrors } from "../../../test-support/xml-tree.ts";
import { element, textElement, writeXmlDocument } from "./xml-writer.ts";

describe("the report's XML writer", () => {
  it("keeps whatever a certificate says as text: markup, entities, quotes and characters XML cannot carry", async () => {
    const hostile = 'Eve </Signer><Injected a="1"/> & "Co" \u0001\u0008 \uD800 end 😀';
    const xml = writeXmlDocument(element("Root", { xmlns: "urn:test", note: hostile }, textElement("Signer", hostile)));
    expect(await xmllintErrors(xml)).toBe("");
    const root = readXmlTree(xml);
    expect(root.children.map((child) => child.localName)).toEqual(["Signer"]);
    const expected = 'Eve </Signer><Injected a="1"/> & "Co" \uFFFD\uFFFD \uFFFD end 😀';
    expect(root.children[0]?.text).toBe(expected);
    expect(root.attributes.note).toBe(expected);
  });

  it("keeps line breaks in attribute values instead of letting a parser turn them into spaces", () => {
    const xml = writeXmlDocument(element("Root", { value: "one\ntwo\tthree" }));
    expect(xml).toContain('value="one&#10;two&#9;three"');
  });

  it("refuses an element name that is not one, since names come from code and never from a document", () => {
    expect(() => writeXmlDocument(element("Bad name"))).toThrow(/Not an XML name/);
  });

  it("leaves out optional parts given as false, null or undefined", () => {
    const xml = writeXmlDocument(element("Root", { absent: undefined }, false, null, undefined, textElement("Kept", "yes")));
    expect(xml).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<Root>\n  <Kept>yes</Kept>\n</Root>\n');
  });
});
