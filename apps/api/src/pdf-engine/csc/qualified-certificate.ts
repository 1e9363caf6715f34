import * as asn1js from "asn1js";
import type { x509 } from "../pki/crypto-setup.ts";

const QC_STATEMENTS = "1.3.6.1.5.5.7.1.3";
const QC_COMPLIANCE = "0.4.0.1862.1.1";
const QC_TYPE = "0.4.0.1862.1.6";
const QC_TYPE_ESIGN = "0.4.0.1862.1.6.1";

/**
 * Whether a certificate says it is a qualified certificate for electronic signatures (ETSI EN
 * 319 412-5): the QcCompliance statement, and QcType esign when a QcType is given. A remote
 * service may hold advanced credentials too; only a qualified one makes a QES.
 */
export function isQualifiedSignatureCertificate(certificate: x509.X509Certificate): boolean {
  const extension = certificate.getExtension(QC_STATEMENTS);
  if (!extension) return false;
  const parsed = asn1js.fromBER(extension.value);
  if (parsed.offset === -1 || !(parsed.result instanceof asn1js.Sequence)) return false;
  let isCompliant = false;
  let types: string[] | undefined;
  for (const statement of parsed.result.valueBlock.value) {
    if (!(statement instanceof asn1js.Sequence)) continue;
    const [id, info] = statement.valueBlock.value;
    if (!(id instanceof asn1js.ObjectIdentifier)) continue;
    const oid = id.valueBlock.toString();
    if (oid === QC_COMPLIANCE) isCompliant = true;
    if (oid === QC_TYPE && info instanceof asn1js.Sequence) {
      types = info.valueBlock.value.filter((entry) => entry instanceof asn1js.ObjectIdentifier).map((entry) => (entry as asn1js.ObjectIdentifier).valueBlock.toString());
    }
  }
  return isCompliant && (types === undefined || types.includes(QC_TYPE_ESIGN));
}
