/** What the README of an evidence package says: each file, and how anyone checks the seals without Paraph. */
export function evidenceReadme(facts: {
  productName: string;
  publicUrl: string;
  requestId: string;
  title: string;
  generatedAt: Date;
  sealSubject: string;
  documents: { file: string; reports: { name: string; renewal: number; at: Date }[] }[];
}): string {
  const documentLines = facts.documents.length
    ? facts.documents.map((entry) => [`  ${entry.file}\n      The signed document as stored now (PAdES, B-LTA when the request completed; each archive time-stamp renewal\n      appended to it, so every earlier version is its first bytes).`, ...entry.reports.map(reportLine)].join("\n")).join("\n")
    : "  (none: no document of this request has been signed yet)";
  return `Evidence package of a signature request
=======================================

Request:      ${facts.title}
Request id:   ${facts.requestId}
Installation: ${facts.productName} at ${facts.publicUrl}
Built:        ${facts.generatedAt.toISOString()}

Files
-----
${documentLines}
  signature-protocol.pdf
      The signature protocol: the request, its documents with their SHA-256, the signers, their
      qualities and times, and the audit trail.
  audit-trail.json
      The audit trail as data: every event of the request (who, what, when, from which address
      and client) and the request it belongs to. This is the sealed record.
  audit-trail.json.p7s
      The installation's seal over audit-trail.json: a detached CMS signature (DER, CAdES with a
      signature time-stamp) by "${facts.sealSubject}".
  audit-trail.pdf
      The same audit trail for people, sealed with a PAdES signature by the same seal.
  installation-root-ca.pem
      The root certificate the seal's chain leads to. Trust it only after comparing it with the
      one the installation publishes at ${facts.publicUrl}/api/pki/root.cer
      (openssl x509 -inform DER -in root.cer -noout -fingerprint -sha256).

Checking the seal on the audit trail
------------------------------------
With OpenSSL, in the folder this package was unpacked to:

  openssl cms -verify -binary -inform DER -in audit-trail.json.p7s \\
      -content audit-trail.json -CAfile installation-root-ca.pem -purpose any -out /dev/null

"CMS Verification successful" means audit-trail.json is, byte for byte, what the installation
sealed. Any change to it - one character - gives "digest failure" instead. The seal carries an
RFC 3161 time-stamp (id-smime-aa-timeStampToken): its GENERALIZEDTIME is when it was sealed.

  p7s=audit-trail.json.p7s
  openssl asn1parse -inform DER -in $p7s -strparse $(openssl asn1parse -inform DER -in $p7s \
      | grep -A2 id-smime-ct-TSTInfo | awk -F: 'NR==3{print $1+0}') | grep GENERALIZEDTIME

audit-trail.pdf and each signed document can be checked with any PDF signature validator
(Adobe Acrobat, poppler's pdfsig, or ${facts.publicUrl}/validate, which keeps nothing).
Outside production the installation uses a demo PKI: its seals and signatures are real and
verifiable but carry no legal weight.
`;
}

function reportLine(report: { name: string; renewal: number; at: Date }): string {
  const when = report.renewal === 0 ? "at completion" : `after archive time-stamp renewal ${report.renewal}`;
  return `  ${report.name}\n      Its validation report (ETSI TS 119 102-2 XML) ${when}, validated as of ${report.at.toISOString()}.`;
}
