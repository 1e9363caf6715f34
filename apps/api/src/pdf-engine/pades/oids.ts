/** Object identifiers of CMS (RFC 5652), ESS (RFC 5035), CAdES and RFC 3161 that Paraph writes. */
export const OID = {
  data: "1.2.840.113549.1.7.1",
  signedData: "1.2.840.113549.1.7.2",
  contentType: "1.2.840.113549.1.9.3",
  messageDigest: "1.2.840.113549.1.9.4",
  signingCertificateV2: "1.2.840.113549.1.9.16.2.47",
  signatureTimeStampToken: "1.2.840.113549.1.9.16.2.14",
  tstInfo: "1.2.840.113549.1.9.16.1.4",
  sha256: "2.16.840.1.101.3.4.2.1",
  /** The demo time-stamp policy, under the UUID arc (ITU-T X.667), not a real TSA's policy. */
  demoTsaPolicy: "2.25.216914386614839203838452196733017489137",
} as const;
