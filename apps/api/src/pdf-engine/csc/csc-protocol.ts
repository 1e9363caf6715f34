import { z } from "zod";

/**
 * The messages of the Cloud Signature Consortium API v2 that Paraph uses, as JSON over HTTPS
 * POST: the client checks what a service answers with them, the demo service what it is asked.
 * Unknown fields are kept out of the way (not refused), as the specification adds fields over
 * its versions. Binary values travel as base64.
 */

export const SHA256_OID = "2.16.840.1.101.3.4.2.1";
export const ECDSA_SHA256_OID = "1.2.840.10045.4.3.2";
export const EC_PUBLIC_KEY_OID = "1.2.840.10045.2.1";
export const RSA_SHA256_OID = "1.2.840.113549.1.1.11";
export const RSA_ENCRYPTION_OID = "1.2.840.113549.1.1.1";

/** An error answer (section 10.1): an OAuth-style code and a sentence. */
export const cscErrorSchema = z.object({ error: z.string(), error_description: z.string().optional() });
export type CscErrorBody = z.infer<typeof cscErrorSchema>;

export const infoResponseSchema = z.object({
  specs: z.string(),
  name: z.string(),
  region: z.string().optional(),
  lang: z.string().optional(),
  authType: z.array(z.string()).optional(),
  methods: z.array(z.string()),
});

const base64 = z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/, { message: "base64" });

export const credentialsListRequestSchema = z.object({
  userID: z.string().min(1).max(320).optional(),
  credentialInfo: z.boolean().optional(),
  certificates: z.enum(["none", "single", "chain"]).optional(),
  certInfo: z.boolean().optional(),
  authInfo: z.boolean().optional(),
  onlyValid: z.boolean().optional(),
  lang: z.string().optional(),
  clientData: z.string().optional(),
});

export const credentialInfoSchema = z.object({
  description: z.string().optional(),
  signatureQualifier: z.string().optional(),
  key: z.object({
    status: z.enum(["enabled", "disabled"]),
    algo: z.array(z.string()),
    len: z.number().int(),
    curve: z.string().optional(),
  }),
  cert: z
    .object({
      status: z.enum(["valid", "expired", "revoked", "suspended"]).optional(),
      /** Base64 DER, the signer's certificate first, then its chain. */
      certificates: z.array(base64).optional(),
      issuerDN: z.string().optional(),
      serialNumber: z.string().optional(),
      subjectDN: z.string().optional(),
      validFrom: z.string().optional(),
      validTo: z.string().optional(),
    })
    .optional(),
  auth: z
    .object({
      mode: z.enum(["implicit", "explicit", "oauth2code"]),
      expression: z.string().optional(),
      objects: z
        .array(z.object({ type: z.string(), id: z.string().optional(), format: z.string().optional(), label: z.string().optional(), description: z.string().optional(), generator: z.string().optional() }))
        .optional(),
    })
    .optional(),
  SCAL: z.enum(["1", "2"]).optional(),
  multisign: z.number().int().min(1),
  lang: z.string().optional(),
});
export type CscCredentialInfo = z.infer<typeof credentialInfoSchema>;

export const credentialsListResponseSchema = z.object({
  credentialIDs: z.array(z.string()),
  credentialInfos: z.array(credentialInfoSchema.extend({ credentialID: z.string() })).optional(),
  onlyValid: z.boolean().optional(),
});

export const credentialsInfoRequestSchema = z.object({
  credentialID: z.string().min(1),
  certificates: z.enum(["none", "single", "chain"]).optional(),
  certInfo: z.boolean().optional(),
  authInfo: z.boolean().optional(),
  lang: z.string().optional(),
  clientData: z.string().optional(),
});

export const sendOtpRequestSchema = z.object({ credentialID: z.string().min(1), clientData: z.string().optional() });

export const authorizeRequestSchema = z.object({
  credentialID: z.string().min(1),
  numSignatures: z.number().int().min(1),
  /** SCAL2: the hashes the authorisation is for; signHash signs these and no others. */
  hashes: z.array(base64).optional(),
  hashAlgorithmOID: z.string().optional(),
  /** The authentication objects credentials/info names, here the one-time password. */
  authData: z.array(z.object({ id: z.string(), value: z.string() })).optional(),
  description: z.string().optional(),
  clientData: z.string().optional(),
});

export const authorizeResponseSchema = z.object({
  /** Signature activation data: the one-off proof of the signer's consent, for signatures/signHash. */
  SAD: z.string().min(1),
  expiresIn: z.number().int().optional(),
});

export const signHashRequestSchema = z.object({
  credentialID: z.string().min(1),
  SAD: z.string().min(1),
  hashes: z.array(base64).min(1),
  hashAlgorithmOID: z.string().optional(),
  signAlgo: z.string(),
  signAlgoParams: z.string().optional(),
  operationMode: z.enum(["A", "S"]).optional(),
  clientData: z.string().optional(),
});

export const signHashResponseSchema = z.object({ signatures: z.array(base64) });
