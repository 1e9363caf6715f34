import path from "node:path";
import type { SigningServices } from "../signing-services.ts";
import type { KeyedCertificate } from "./certificates.ts";
import { loadKeyedCertificate, saveKeyedCertificate } from "./seal-keys.ts";

/** A seal certificate this close to its end is replaced before it seals anything more. */
const RENEW_BEFORE_MS = 30 * 24 * 60 * 60_000;

/**
 * The installation's own seal: a seal certificate (O = the operator, CN = "… evidence seal") that
 * the installation's issuing CA issues on first use and keeps in `$DATA_DIR/pki/installation-seal.json`
 * (mode 600, like business seals' keys). It seals what the installation itself vouches for — the
 * audit trail of an evidence package (docs/evidence-package.md) — as no person or business
 * signed it. Replaced when it nears its end; what it sealed before stays verifiable, since its
 * seal carries the certificate and a time-stamp.
 */
export class InstallationSeal {
  private current: Promise<KeyedCertificate> | undefined;

  constructor(
    private readonly dataDir: string,
    private readonly services: SigningServices,
    private readonly owner: { organisationName: string; publicUrl: string },
    private readonly now: () => Date,
  ) {}

  /** The seal's certificate and key; made (or renewed) on the first call that needs it. */
  async keyed(): Promise<KeyedCertificate> {
    const cached = this.current ? await this.current.catch(() => undefined) : undefined;
    if (cached && this.isFresh(cached)) return cached;
    this.current = this.loadOrIssue();
    return this.current;
  }

  private isFresh(keyed: KeyedCertificate): boolean {
    return keyed.certificate.notAfter.getTime() - this.now().getTime() > RENEW_BEFORE_MS;
  }

  private async loadOrIssue(): Promise<KeyedCertificate> {
    const file = path.join(path.resolve(this.dataDir), "pki", "installation-seal.json");
    const stored = await loadKeyedCertificate(file).catch(() => undefined);
    // A seal from another issuing CA (the operator changed CA) is replaced as well.
    if (stored && this.isFresh(stored) && stored.certificate.issuer === this.services.pki.issuing.certificate.subject) return stored;
    const issued = await this.services.issueSealCertificate({ organisationName: this.owner.organisationName, displayName: `${this.owner.organisationName} evidence seal` }, this.owner.publicUrl);
    await saveKeyedCertificate(file, issued);
    return issued;
  }
}
