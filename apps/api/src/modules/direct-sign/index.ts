// The face of direct-sign: Guests acting through their link. The rest of the API imports this file only.
export { guestLoader } from "./guest-access.ts";
export { maskEmail } from "./guest-tan.ts";
export { registerDirectSignRoutes } from "./routes.ts";
export { senderBusinessIdOf } from "./sender-branding.ts";
export { guestQualityOf, resolveDirectDocument, signAsGuest } from "./service.ts";
export { GUEST_TAN_MAILS } from "./tan-mail.ts";
