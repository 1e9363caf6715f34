import * as asn1js from "asn1js";
import { x509 } from "./crypto-setup.ts";

const QC_STATEMENTS = "1.3.6.1.5.5.7.1.3";
const QC_COMPLIANCE = "0.4.0.1862.1.1";
const QC_SSCD = "0.4.0.1862.1.4";
const QC_TYPE = "0.4.0.1862.1.6";
const QC_TYPE_OF = { esign: "0.4.0.1862.1.6.1", eseal: "0.4.0.1862.1.6.2" } as const;

/**
 * The qualified-certificate statements of ETSI EN 319 412-5: the certificate is issued as
 * qualified (QcCompliance), its key lives in a qualified device (QcSSCD), and it is for
 * electronic signatures or seals (QcType). Demo certificates carry them so that the profile
 * matches production; the demo root makes clear that none of it carries legal weight.
 */
export function qcStatementsExtension(type: keyof typeof QC_TYPE_OF): x509.Extension {
  const statement = (id: string, info?: asn1js.AsnType) =>
    new asn1js.Sequence({ value: [new asn1js.ObjectIdentifier({ value: id }), ...(info ? [info] : [])] });
  const value = new asn1js.Sequence({
    value: [
      statement(QC_COMPLIANCE),
      statement(QC_SSCD),
      statement(QC_TYPE, new asn1js.Sequence({ value: [new asn1js.ObjectIdentifier({ value: QC_TYPE_OF[type] })] })),
    ],
  });
  return new x509.Extension(QC_STATEMENTS, false, value.toBER(false));
}
