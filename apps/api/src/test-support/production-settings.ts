/**
 * Settings APP_MODE=production accepts (docs/OPERATIONS.md, "Production rules"): an https public
 * address on a real-looking host, secrets that are long, varied and no known default, and a
 * metrics token. Tests spread them and spoil or add what they are about.
 */
export const SAFE_PRODUCTION_SETTINGS = {
  APP_MODE: "production",
  PUBLIC_URL: "https://sign.muster.ch",
  SMTP_URL: "smtp://paraph:Vq3-kL9x-Rt7w@mail.muster.ch:587",
  REFERRAL_WIDGET_SECRET: "9d1f6b0c2a8e4f3759c1d0e2b7a6f843",
  SECRETS_ENCRYPTION_KEY: "5e2c81f09ad34b67c1e8f2a95d0b7346e9c3a1f8d62b4e07a5c9f1d38b6e2a40",
  METRICS_TOKEN: "m7Rq2xW9kT4vB8nZ",
  SIGNING_CA_PKCS12_FILE: "/etc/paraph/issuing-ca.p12",
  SIGNING_CA_PKCS12_PASSWORD: "t0ugh-Pkcs12-passphrase",
  SIGNING_TSA_URL: "https://tsa.muster.ch/tsa",
} as const;
