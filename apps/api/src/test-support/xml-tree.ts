import { execFile } from "node:child_process";

/** An element read back from XML, its name resolved to a namespace. */
export interface XmlTreeElement {
  namespace: string;
  localName: string;
  attributes: Record<string, string>;
  children: XmlTreeElement[];
  text: string;
}

/** xmllint's verdict on a document: empty when it is well-formed XML, else its complaints. */
export function xmllintErrors(xml: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile("xmllint", ["--noout", "--nonet", "-"], (error, _stdout, stderr) => {
      if (error && (error as NodeJS.ErrnoException).code === "ENOENT") reject(new Error("xmllint is not installed (Debian: libxml2-utils)"));
      else resolve(error ? stderr || error.message : stderr);
    });
    child.stdin?.end(xml);
  });
}

/** One XPath string value through xmllint (names matched by local-name() and namespace-uri(), as xmllint registers no prefixes). */
export function xmllintXpath(xml: string, xpath: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile("xmllint", ["--nonet", "--xpath", xpath, "-"], (error, stdout, stderr) => (error ? reject(new Error(stderr || error.message)) : resolve(stdout)));
    child.stdin?.end(xml);
  });
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name] ?? whole;
  });
}

/**
 * Reads the element tree of XML that xmllint has already found well-formed, for tests that check
 * its structure: elements, attributes and text with namespaces resolved. It knows no DTDs, CDATA
 * or comments, which the reports under test never contain.
 */
export function readXmlTree(xml: string): XmlTreeElement {
  const stack: { element: XmlTreeElement; namespaces: Record<string, string> }[] = [];
  let root: XmlTreeElement | undefined;
  const tokens = /<\?[^?]*\?>|<\/([\w:.-]+)\s*>|<([\w:.-]+)((?:\s+[\w:.-]+\s*=\s*"[^"]*")*)\s*(\/?)>|([^<]+)/g;
  for (const match of xml.matchAll(tokens)) {
    const [, closing, opening, attributeText, selfClosing, text] = match;
    const parent = stack.at(-1);
    if (text !== undefined) {
      if (parent) parent.element.text += decode(text);
      continue;
    }
    if (closing !== undefined) {
      stack.pop();
      continue;
    }
    if (opening === undefined) continue;
    const raw: Record<string, string> = {};
    for (const attribute of (attributeText ?? "").matchAll(/([\w:.-]+)\s*=\s*"([^"]*)"/g)) raw[attribute[1] as string] = decode(attribute[2] as string);
    const namespaces = { ...(parent?.namespaces ?? {}) };
    for (const [name, value] of Object.entries(raw)) {
      if (name === "xmlns") namespaces[""] = value;
      else if (name.startsWith("xmlns:")) namespaces[name.slice(6)] = value;
    }
    const [prefix, localName] = opening.includes(":") ? (opening.split(":") as [string, string]) : ["", opening];
    const attributes = Object.fromEntries(Object.entries(raw).filter(([name]) => name !== "xmlns" && !name.startsWith("xmlns:")));
    const element: XmlTreeElement = { namespace: namespaces[prefix] ?? "", localName, attributes, children: [], text: "" };
    if (parent) parent.element.children.push(element);
    else root = element;
    if (!selfClosing) stack.push({ element, namespaces });
  }
  if (!root) throw new Error("No root element");
  return root;
}
