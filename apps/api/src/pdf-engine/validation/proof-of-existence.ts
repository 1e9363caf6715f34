/**
 * Past signature validation, simplified but honest (ETSI EN 319 102-1 §5.6.2.4 and §5.6.3): which
 * time-stamps still prove anything at the validation time, and from when a signature is proven
 * to exist. A time-stamp proves its time while its authority's certificate is valid; once that
 * certificate has ended, it still proves it when a later archive (document) time-stamp covers it,
 * was made before that certificate ended, and is itself proven at the validation time — the chain
 * of archive time-stamps that renewal appends. Revocation is judged against the proof of existence
 * this gives, in validate-pdf.ts (revocation-status.ts reads the status).
 */

/** A time-stamp as the validator checked it, and where in the file it lies. */
export interface TimeStampEvidence {
  time: Date;
  /** Intact, and from an authority trusted at its time. */
  valid: boolean;
  /** The authority's certificate's validity; absent when the token carries none. */
  certificateNotBefore: Date | undefined;
  certificateNotAfter: Date | undefined;
  /** The end of the revision the token lies in (a signature's byte range end, or the document time-stamp's own). */
  revisionEnd: number;
}

/** A document time-stamp: what it covers is every byte before its /Contents. */
export interface ArchiveTimeStampEvidence extends TimeStampEvidence {
  coversUpTo: number;
}

export function isCertificateValidAt(stamp: Pick<TimeStampEvidence, "certificateNotBefore" | "certificateNotAfter">, at: Date): boolean {
  return Boolean(stamp.certificateNotBefore && stamp.certificateNotAfter && stamp.certificateNotBefore <= at && at <= stamp.certificateNotAfter);
}

/** Which archive time-stamps are proven at `at`, in their order: the newest first decided, since each may rest on a later one. */
export function provenArchiveTimeStamps(archives: ArchiveTimeStampEvidence[], at: Date): boolean[] {
  const proven = archives.map(() => false);
  const order = archives.map((_, index) => index).sort((left, right) => (archives[right]?.coversUpTo ?? 0) - (archives[left]?.coversUpTo ?? 0));
  for (const index of order) {
    const archive = archives[index];
    if (archive) proven[index] = isProven(archive, archives.filter((_, other) => proven[other]), at);
  }
  return proven;
}

/**
 * A time-stamp is proven at `at` when it is valid and either its authority's certificate is still
 * valid at `at`, or a proven archive time-stamp covers it and was made while that certificate
 * was valid (by then the token and its validation data existed and the certificate was good).
 */
export function isProven(stamp: TimeStampEvidence, provenArchives: ArchiveTimeStampEvidence[], at: Date): boolean {
  if (!stamp.valid) return false;
  if (isCertificateValidAt(stamp, at)) return true;
  return provenArchives.some((archive) => coversRevision(archive, stamp.revisionEnd) && isCertificateValidAt(stamp, archive.time));
}

/** The earliest proven archive time-stamp covering a revision ending at `revisionEnd`. */
export function earliestCoveringArchive(provenArchives: ArchiveTimeStampEvidence[], revisionEnd: number): ArchiveTimeStampEvidence | undefined {
  return provenArchives.filter((archive) => coversRevision(archive, revisionEnd)).sort((left, right) => left.time.getTime() - right.time.getTime())[0];
}

function coversRevision(archive: ArchiveTimeStampEvidence, revisionEnd: number): boolean {
  return archive.coversUpTo >= revisionEnd;
}
