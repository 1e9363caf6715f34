/**
 * A small XML writer for the reports Paraph writes itself: elements, attributes and text, escaped
 * so that whatever a certificate or a PDF says (a signer's name, a field name) stays text and
 * never becomes markup. No parser, no DOM: the reports are only ever written.
 */

export interface XmlElement {
  name: string;
  attributes: Record<string, string | undefined>;
  children: XmlNode[];
}

/** Text, an element, or nothing (left out, so optional parts read as `condition && element(…)`). */
export type XmlNode = XmlElement | string | null | undefined | false;

export function element(name: string, attributes: Record<string, string | undefined> = {}, ...children: (XmlNode | XmlNode[])[]): XmlElement {
  return { name, attributes, children: children.flat() };
}

/** An element holding only text. */
export function textElement(name: string, text: string, attributes: Record<string, string | undefined> = {}): XmlElement {
  return element(name, attributes, text);
}

/**
 * Whether XML 1.0 can carry a code point at all, even escaped: not the C0 controls other than tab,
 * line feed and carriage return, not lone surrogates, not U+FFFE and U+FFFF. A certificate may
 * hold any of them and the report must stay well-formed, so they become U+FFFD.
 */
function isXmlCharacter(codePoint: number): boolean {
  if (codePoint < 0x20) return codePoint === 0x09 || codePoint === 0x0a || codePoint === 0x0d;
  if (codePoint >= 0xd800 && codePoint <= 0xdfff) return false;
  return codePoint !== 0xfffe && codePoint !== 0xffff;
}

function withXmlCharactersOnly(text: string): string {
  let result = "";
  // Iterating by code point keeps surrogate pairs together; only a lone surrogate reaches the check.
  for (const character of text) result += isXmlCharacter(character.codePointAt(0) ?? 0) ? character : "\uFFFD";
  return result;
}

export function escapeText(text: string): string {
  return withXmlCharactersOnly(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Attribute values also escape quotes, and the white space a parser would otherwise normalise away. */
export function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, "&quot;").replace(/\t/g, "&#9;").replace(/\n/g, "&#10;").replace(/\r/g, "&#13;");
}

const NAME = /^[A-Za-z_][\w.-]*(:[A-Za-z_][\w.-]*)?$/;

/** Element and attribute names come from this code, never from a document: a wrong one is a bug. */
function checkedName(name: string): string {
  if (!NAME.test(name)) throw new Error(`Not an XML name: ${name}`);
  return name;
}

function writeNode(node: XmlNode, indent: string, out: string[]): void {
  if (node === null || node === undefined || node === false) return;
  if (typeof node === "string") {
    out.push(escapeText(node));
    return;
  }
  const attributes = Object.entries(node.attributes)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ` ${checkedName(name)}="${escapeAttribute(value)}"`)
    .join("");
  const name = checkedName(node.name);
  const children = node.children.filter((child) => child !== null && child !== undefined && child !== false);
  if (children.length === 0) {
    out.push(`<${name}${attributes}/>`);
    return;
  }
  // Elements with text stay on one line, so no white space is added to their value.
  if (children.every((child) => typeof child === "string")) {
    out.push(`<${name}${attributes}>`);
    for (const child of children) writeNode(child, "", out);
    out.push(`</${name}>`);
    return;
  }
  out.push(`<${name}${attributes}>`);
  for (const child of children) {
    out.push(`\n${indent}  `);
    writeNode(child, `${indent}  `, out);
  }
  out.push(`\n${indent}</${name}>`);
}

/** The document: the XML declaration and the root element, indented for people who open it. */
export function writeXmlDocument(root: XmlElement): string {
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>\n'];
  writeNode(root, "", out);
  out.push("\n");
  return out.join("");
}
