import { lazy, type ComponentType } from "react";
import { withFeatureStrings } from "../i18n/feature-strings.ts";
import type { Feature } from "../i18n/translation.ts";
import type { DialogComponentProps, DialogComponents } from "../../shared/dialogs/dialog-manager.tsx";

// The features listed are those whose strings the dialog shows: they load with it, not with the
// shell (a test checks each list against the strings the dialog's modules use).
const dialog = (load: () => Promise<{ default: ComponentType<DialogComponentProps> }>, features: readonly Feature[] = []) =>
  lazy(withFeatureStrings(load, features));

const planChange = dialog(() => import("../../features/billing/dialogs/confirm-plan-change-dialog.tsx"), ["billing"]);
const planMigration = dialog(() => import("../../features/billing/dialogs/plan-migration-dialog.tsx"), ["billing"]);

/** The dialogs built so far; the other registered names arrive with their features. */
export const DIALOG_COMPONENTS: DialogComponents = {
  "profile/delete-account": dialog(() => import("../../features/profile/dialogs/delete-account-dialog.tsx")),
  "general/accept-terms": dialog(() => import("../../features/accounts/dialogs/accept-terms-dialog.tsx")),
  "business/business-invitation": dialog(() => import("../../features/business/dialogs/business-invitation-dialog.tsx")),
  "business/business-downgraded": dialog(() => import("../../features/business/dialogs/business-downgraded-dialog.tsx")),
  "profile/leave-business": dialog(() => import("../../features/business/dialogs/leave-business-dialog.tsx")),
  "business/add-member": dialog(() => import("../../features/business-members/dialogs/add-member-dialog.tsx"), ["business_members"]),
  "business/remove-members": dialog(() => import("../../features/business-members/dialogs/remove-members-dialog.tsx"), ["business_members"]),
  "business/create-api-user": dialog(() => import("../../features/api-users/dialogs/api-user-form-dialog.tsx"), ["api_users"]),
  "business/edit-api-user": dialog(() => import("../../features/api-users/dialogs/api-user-form-dialog.tsx"), ["api_users"]),
  "business/show-api-key": dialog(() => import("../../features/api-users/dialogs/show-api-key-dialog.tsx"), ["api_users"]),
  "business/reset-api-key": dialog(() => import("../../features/api-users/dialogs/reset-api-key-dialog.tsx"), ["api_users"]),
  "business/delete-api-user": dialog(() => import("../../features/api-users/dialogs/delete-api-user-dialog.tsx"), ["api_users"]),
  "business/locked-member": dialog(() => import("../../features/business-members/dialogs/locked-member-dialog.tsx"), ["business_members"]),
  "general/activate-auto-deletion": dialog(() => import("../../features/business-settings/dialogs/activate-auto-deletion-dialog.tsx"), ["business_settings"]),
  "general/deactivate-auto-deletion": dialog(() => import("../../features/business-settings/dialogs/deactivate-auto-deletion-dialog.tsx"), ["business_settings"]),
  "general/part11-info": dialog(() => import("../../features/business-settings/dialogs/part11-info-dialog.tsx"), ["business_settings"]),
  "general/leave-page": dialog(() => import("../../shared/dialogs/leave-page-dialog.tsx")),
  "document/add-observer": dialog(() => import("../../features/signature-requests/dialogs/add-observer-dialog.tsx"), ["signature_requests"]),
  "document/add-signer": dialog(() => import("../../features/signature-requests/dialogs/add-signer-dialog.tsx"), ["signature_requests"]),
  "document/delegate": dialog(() => import("../../features/signature-requests/dialogs/delegate-dialog.tsx"), ["signature_requests"]),
  "document/remove-signer": dialog(() => import("../../features/signature-requests/dialogs/remove-signer-dialog.tsx"), ["signature_requests"]),
  "document/withdraw": dialog(() => import("../../features/signature-requests/dialogs/withdraw-dialog.tsx"), ["signature_requests"]),
  "general/decline-signing-request": dialog(() => import("../../features/signature-requests/dialogs/decline-dialog.tsx"), ["signature_requests"]),
  "general/delete-documents": dialog(() => import("../../features/signature-requests/dialogs/delete-documents-dialog.tsx"), ["signature_requests"]),
  "template/delete-template": dialog(() => import("../../features/templates/dialogs/delete-template-dialog.tsx"), ["templates"]),
  "document/add-signer-group": dialog(() => import("../../features/signature-requests/dialogs/add-signer-group-dialog.tsx"), ["signature_requests"]),
  "signature/delete-signature": dialog(() => import("../../features/visual-signatures/dialogs/delete-signature-dialog.tsx"), ["visual_signatures"]),
  "general/stop-self-observe": dialog(() => import("../../features/signature-requests/dialogs/stop-self-observe-dialog.tsx"), ["signature_requests"]),
  "signer-group/delete-signer-group": dialog(() => import("../../features/signer-groups/dialogs/delete-signer-group-dialog.tsx"), ["signer_groups"]),
  "document/upgrade-standards": dialog(() => import("../../features/signing/dialogs/upgrade-standards-dialog.tsx"), ["signing"]),
  "document/supply-eid-data": dialog(() => import("../../features/identification/dialogs/supply-eid-data-dialog.tsx"), ["eid_data", "identification"]),
  "document/visual-signature-data": dialog(() => import("../../features/signing/dialogs/visual-signature-data-dialog.tsx"), ["signing"]),
  "document/tan-entry": dialog(() => import("../../features/signing/dialogs/tan-entry-dialog.tsx"), ["signing"]),
  "document/terms-of-use": dialog(() => import("../../features/signing/dialogs/terms-of-use-dialog.tsx"), ["signing"]),
  "business/cancel-subscription": planChange,
  "business/cancel-trial": planChange,
  "business/free-plan-downgrade": planChange,
  "business/remove-seats": dialog(() => import("../../features/billing/dialogs/remove-seats-dialog.tsx"), ["billing"]),
  "general/connect-austrian-eid": dialog(() => import("../../features/identification/dialogs/connect-austrian-eid-dialog.tsx"), ["identification"]),
  "general/fair-flat-migration": planMigration,
  "general/free-migration": planMigration,
};
