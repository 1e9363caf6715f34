import type { XmlTreeElement } from "./xml-tree.ts";

/**
 * The part of the ETSI TS 119 102-2 v1.2.1 schema (19102 namespace, with the XML-DSig and TS 119
 * 612 elements it refers to) that Paraph's report uses, written out from the standard as content
 * models: each type's children in the order and number its sequence or choice allows, and each
 * simple value's lexical form. The published XSD cannot be installed here (no Debian or npm
 * package ships it, and nothing else is reachable), so tests check the report against this.
 */

const NS = { vr: "http://uri.etsi.org/19102/v1.2.1#", ds: "http://www.w3.org/2000/09/xmldsig#", tsl: "http://uri.etsi.org/02231/v2#" } as const;

type Simple = "dateTime" | "boolean" | "anyURI" | "base64Binary" | "string" | "integerList" | "ID";

interface Particle {
  name: string;
  namespace?: keyof typeof NS;
  type: string;
  min: number;
  max: number;
}

interface ComplexType {
  /** A sequence takes its particles in order; a choice one of them per occurrence, `repeat` times at most. */
  model: "sequence" | "choice";
  particles: Particle[];
  repeat?: number;
  required?: string[];
  optional?: string[];
  /** Attributes of type xs:ID / xs:IDREFS, collected to check that every reference resolves. */
  idAttribute?: string;
  referenceAttribute?: string;
}

const many = Number.POSITIVE_INFINITY;
const p = (name: string, type: string, min = 1, max = 1, namespace: keyof typeof NS = "vr"): Particle => ({ name, type, min, max, namespace });
const attributeBase = [p("AttributeObject", "VOReference", 0, many)];

const TYPES: Record<string, ComplexType> = {
  ValidationReport: { model: "sequence", particles: [p("SignatureValidationReport", "SignatureValidationReport", 1, many), p("SignatureValidationObjects", "ValidationObjectList", 0), p("SignatureValidator", "SignatureValidator", 0), p("Signature", "any", 0, 1, "ds")] },
  SignatureValidationReport: {
    model: "sequence",
    particles: [
      p("SignatureIdentifier", "SignatureIdentifier", 0),
      p("ValidationConstraintsEvaluationReport", "any", 0),
      p("ValidationTimeInfo", "ValidationTimeInfo", 0),
      p("SignersDocument", "SignersDocument", 0, many),
      p("SignatureAttributes", "SignatureAttributes", 0),
      p("SignerInformation", "SignerInformation", 0),
      p("SignatureQuality", "SignatureQuality", 0),
      p("SignatureValidationProcess", "SignatureValidationProcess", 0),
      p("SignatureValidationStatus", "ValidationStatus"),
    ],
  },
  SignatureIdentifier: {
    model: "sequence",
    particles: [p("DigestAlgAndValue", "DigestAlgAndValue", 0), p("SignatureValue", "base64Binary", 0, 1, "ds"), p("HashOnly", "boolean"), p("DocHashOnly", "boolean"), p("DAIdentifier", "string", 0)],
    optional: ["id"],
    idAttribute: "id",
  },
  DigestAlgAndValue: { model: "sequence", particles: [p("DigestMethod", "DigestMethod", 1, 1, "ds"), p("DigestValue", "base64Binary", 1, 1, "ds")] },
  DigestMethod: { model: "sequence", particles: [], required: ["Algorithm"] },
  ValidationTimeInfo: { model: "sequence", particles: [p("ValidationTime", "dateTime"), p("BestSignatureTime", "POE")] },
  POE: { model: "sequence", particles: [p("POETime", "dateTime"), p("TypeOfProof", "anyURI"), p("POEObject", "VOReference", 0)] },
  SignersDocument: { model: "sequence", particles: [p("DigestAlgAndValue", "DigestAlgAndValue"), p("SignersDocumentRef", "VOReference", 0)] },
  SignatureAttributes: {
    model: "choice",
    repeat: many,
    particles: [
      p("SigningTime", "SASigningTime"),
      p("SigningCertificate", "SACertIDList"),
      p("SignatureTimeStamp", "SATimestamp"),
      p("DSS", "SADSS"),
      p("DocTimeStamp", "SATimestamp"),
      p("SubFilter", "SASubFilter"),
      p("ByteRange", "integerList"),
    ],
  },
  SASigningTime: { model: "sequence", particles: [...attributeBase, p("Time", "dateTime")], optional: ["Signed"] },
  SACertIDList: { model: "sequence", particles: [...attributeBase, p("CertID", "SACertID", 0, many)], optional: ["Signed"] },
  SACertID: { model: "sequence", particles: [p("X509IssuerSerial", "base64Binary", 0), p("DigestMethod", "DigestMethod", 1, 1, "ds"), p("DigestValue", "base64Binary", 1, 1, "ds")] },
  SATimestamp: { model: "sequence", particles: [...attributeBase, p("TimeStampValue", "dateTime")], optional: ["Signed"] },
  SADSS: { model: "sequence", particles: [...attributeBase, p("Certs", "VOReference", 0), p("CRLs", "VOReference", 0), p("OCSPs", "VOReference", 0)], optional: ["Signed"] },
  SASubFilter: { model: "sequence", particles: [...attributeBase, p("SubFilterElement", "string")], optional: ["Signed"] },
  SignerInformation: { model: "sequence", particles: [p("SignerCertificate", "VOReference"), p("Signer", "string", 0)], optional: ["Pseudonym"] },
  SignatureQuality: { model: "sequence", particles: [p("SignatureQualityInformation", "anyURI", 1, many)] },
  SignatureValidationProcess: { model: "sequence", particles: [p("SignatureValidationProcessID", "anyURI", 0), p("SignatureValidationServicePolicy", "anyURI", 0), p("SignatureValidationPracticeStatement", "anyURI", 0)] },
  ValidationStatus: { model: "sequence", particles: [p("MainIndication", "anyURI"), p("SubIndication", "anyURI", 0, many), p("AssociatedValidationReportData", "ValidationReportData", 0, many)] },
  ValidationReportData: {
    model: "sequence",
    particles: [
      p("TrustAnchor", "VOReference", 0),
      p("CertificateChain", "CertificateChain", 0),
      p("SignedDataObjects", "SignedDataObjects", 0),
      p("RevocationStatusInformation", "any", 0),
      p("CryptoInformation", "any", 0),
      p("AdditionalValidationReportData", "AdditionalValidationReportData", 0),
    ],
  },
  CertificateChain: { model: "sequence", particles: [p("SigningCertificate", "VOReference"), p("IntermediateCertificate", "VOReference", 0, many), p("TrustAnchor", "VOReference", 0)] },
  SignedDataObjects: { model: "sequence", particles: [p("SignedDataObject", "VOReference", 1, many)] },
  AdditionalValidationReportData: { model: "sequence", particles: [p("ReportData", "TypedData", 1, many)] },
  TypedData: { model: "sequence", particles: [p("Type", "anyURI"), p("Value", "string")] },
  ValidationObjectList: { model: "sequence", particles: [p("ValidationObject", "ValidationObject", 1, many)] },
  ValidationObject: {
    model: "sequence",
    particles: [p("ObjectType", "anyURI"), p("ValidationObject", "ValidationObjectRepresentation"), p("POE", "POE", 0), p("POEProvisioning", "any", 0), p("ValidationReport", "SignatureValidationReport", 0)],
    required: ["id"],
    idAttribute: "id",
  },
  ValidationObjectRepresentation: { model: "choice", repeat: 1, particles: [p("direct", "any"), p("base64", "base64Binary"), p("DigestAlgAndValue", "DigestAlgAndValue"), p("URI", "anyURI")] },
  SignatureValidator: { model: "sequence", particles: [p("TSPInformation", "any", 0), p("DigitalId", "DigitalIdentity", 1, many)] },
  DigitalIdentity: {
    model: "choice",
    repeat: 1,
    particles: [p("X509Certificate", "base64Binary", 1, 1, "tsl"), p("X509SubjectName", "string", 1, 1, "tsl"), p("KeyValue", "any", 1, 1, "ds"), p("X509SKI", "base64Binary", 1, 1, "tsl"), p("Other", "any", 1, 1, "tsl")],
  },
  VOReference: { model: "sequence", particles: [], required: ["VOReference"], referenceAttribute: "VOReference" },
};

const SIMPLE_FORMS: Record<Simple, RegExp> = {
  dateTime: /^-?\d{4,}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/,
  boolean: /^(true|false|1|0)$/,
  anyURI: /^[a-zA-Z][\w+.-]*:\S+$/,
  base64Binary: /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/,
  string: /^[\s\S]*$/,
  integerList: /^-?\d+(\s+-?\d+)*$/,
  ID: /^[A-Za-z_][\w.-]*$/,
};

/**
 * Every way the report departs from the schema's content models: wrong namespace, unknown or
 * misplaced elements, too few or too many, missing attributes, malformed values, ids that are not
 * unique or references to ids that do not exist. Empty when the report fits.
 */
export function etsiReportViolations(root: XmlTreeElement): string[] {
  const violations: string[] = [];
  const ids = new Set<string>();
  const references: { path: string; ids: string[] }[] = [];
  if (root.namespace !== NS.vr || root.localName !== "ValidationReport") violations.push(`root is {${root.namespace}}${root.localName}`);
  const visit = (element: XmlTreeElement, typeName: string, path: string) => {
    if (typeName === "any") return;
    if (typeName in SIMPLE_FORMS) {
      if (element.children.length > 0) violations.push(`${path}: a simple value holds elements`);
      if (!SIMPLE_FORMS[typeName as Simple].test(element.text.trim())) violations.push(`${path}: "${element.text}" is not an xs:${typeName}`);
      return;
    }
    const type = TYPES[typeName];
    if (!type) throw new Error(`No type ${typeName}`);
    for (const name of type.required ?? []) if (element.attributes[name] === undefined) violations.push(`${path}: attribute ${name} missing`);
    for (const name of Object.keys(element.attributes)) if (!(type.required ?? []).includes(name) && !(type.optional ?? []).includes(name)) violations.push(`${path}: attribute ${name} not allowed`);
    if (type.idAttribute && element.attributes[type.idAttribute] !== undefined) {
      const id = element.attributes[type.idAttribute] as string;
      if (!SIMPLE_FORMS.ID.test(id)) violations.push(`${path}: id ${id} is not an xs:ID`);
      if (ids.has(id)) violations.push(`${path}: id ${id} used twice`);
      ids.add(id);
    }
    if (type.referenceAttribute && element.attributes[type.referenceAttribute] !== undefined) references.push({ path, ids: (element.attributes[type.referenceAttribute] as string).trim().split(/\s+/) });
    if (element.text.trim() !== "") violations.push(`${path}: text "${element.text.trim().slice(0, 40)}" in element content`);
    const matches = (particle: Particle, child: XmlTreeElement) => child.localName === particle.name && child.namespace === NS[particle.namespace ?? "vr"];
    if (type.model === "choice") {
      if (element.children.length > (type.repeat ?? 1)) violations.push(`${path}: more than ${type.repeat} choices`);
      if (element.children.length === 0) violations.push(`${path}: empty choice`);
      for (const child of element.children) {
        const particle = type.particles.find((candidate) => matches(candidate, child));
        if (!particle) violations.push(`${path}: ${child.localName} is not one of its choices`);
        else visit(child, particle.type, `${path}/${child.localName}`);
      }
      return;
    }
    let position = 0;
    let count = 0;
    for (const child of element.children) {
      while (position < type.particles.length && !matches(type.particles[position] as Particle, child)) {
        const skipped = type.particles[position] as Particle;
        if (count < skipped.min) violations.push(`${path}: ${skipped.name} missing before ${child.localName}`);
        position += 1;
        count = 0;
      }
      const particle = type.particles[position];
      if (!particle) {
        violations.push(`${path}: ${child.localName} out of order or not allowed`);
        return;
      }
      count += 1;
      if (count > particle.max) violations.push(`${path}: too many ${particle.name}`);
      visit(child, particle.type, `${path}/${child.localName}`);
    }
    for (const [index, particle] of type.particles.entries()) {
      if (index < position) continue;
      if ((index === position ? count : 0) < particle.min) violations.push(`${path}: ${particle.name} missing`);
    }
  };
  visit(root, "ValidationReport", "/ValidationReport");
  for (const reference of references) for (const id of reference.ids) if (!ids.has(id)) violations.push(`${reference.path}: reference to unknown id ${id}`);
  return violations;
}
