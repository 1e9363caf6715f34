/**
 * What Paraph pushes to the MAB provider (RFC 9126 pushed authorization request): an OAuth
 * authorization-code request with PKCE (RFC 7636, S256), whose parameters never travel through
 * the browser. The browser only carries the provider's `request_uri`.
 */
export interface MabAuthorizationRequest {
  /** Fresh per signing; comes back with the redirect and names the pending signing (stored only as a hash). */
  state: string;
  /** BASE64URL(SHA-256(code_verifier)); the verifier stays on the server until the code is redeemed. */
  codeChallenge: string;
  codeChallengeMethod: "S256";
  /** Always `${PUBLIC_URL}/mab/redirect`, the one redirect URI a provider registers for Paraph. */
  redirectUri: string;
  /** Who must approve: the signer's e-mail address (the provider's subject must match it). */
  loginHint: string;
  /** The language the app's confirmation is shown in (spec §9 default en). */
  language: string;
  /** What the person approves, shown in the app (as CIBA's binding_message). */
  bindingMessage: string;
  /** The same as structured data (RFC 9396 authorization details). */
  authorizationDetails: { type: "paraph_signature"; signatureRequestId: string; title: string; signerName: string };
}

/** The provider's answer to the push: where the browser goes, and for how long the request holds. */
export interface PushedAuthorization {
  requestUri: string;
  authorizationUrl: string;
  expiresInSeconds: number;
}

/** A redeemed authorization code: who approved in the app, and when. */
export interface MabApproval {
  subject: string;
  approvedAt: Date;
}

/**
 * A mobile-signature (MAB) provider: the signer confirms a signing in its mobile app instead of
 * entering a TAN. A real provider is an OAuth 2.0 authorization server with a PAR endpoint, an
 * authorization endpoint the browser visits and a token endpoint where the code is redeemed with
 * the PKCE verifier; it plugs in here. Paraph ships only the demo provider.
 */
export interface MabProvider {
  /** Recorded with each pending signing. */
  readonly name: string;
  /** The demo provider: approved on a page of this installation, no legal weight. */
  readonly isDemo: boolean;
  pushAuthorizationRequest(request: MabAuthorizationRequest): Promise<PushedAuthorization>;
  /** The token request: answers who approved, or throws `mab_code_invalid`. */
  redeemCode(input: { code: string; state: string; codeVerifier: string; redirectUri: string }): Promise<MabApproval>;
}
