/** The 404-style drawing of the error pages: a torn sheet of paper, drawn inline (no request, CSP-safe). */
export function ErrorIllustration() {
  return (
    <svg width="220" height="150" viewBox="0 0 220 150" aria-hidden="true" focusable="false">
      <rect x="40" y="14" width="96" height="122" rx="8" fill="#e8f0fd" stroke="#1c5fd6" strokeWidth="3" />
      <path d="M58 44h60M58 62h60M58 80h40" stroke="#1c5fd6" strokeWidth="4" strokeLinecap="round" />
      <path d="M136 46l44-10 12 96-52 8" fill="#fff" stroke="#5a6474" strokeWidth="3" strokeLinejoin="round" />
      <path d="M136 46l10 20-8 18 10 22-10 34" fill="none" stroke="#5a6474" strokeWidth="3" strokeLinejoin="round" />
      <text x="166" y="100" textAnchor="middle" fontSize="22" fontWeight="700" fill="#c62828" fontFamily="system-ui, sans-serif">
        ?
      </text>
    </svg>
  );
}
