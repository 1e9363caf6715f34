/**
 * Where the QR code of a signature appearance leads: the public signature check of the web app,
 * where anyone can check the signed PDF they hold. It names no document, since the page checks
 * the file itself.
 */
export function signatureVerificationUrl(publicUrl: string): string {
  return `${publicUrl}/validate`;
}
