import { lazy, Suspense } from "react";
import type { SignatureRequestView } from "@paraph/contracts";
import { withFeatureStrings } from "../../shared/i18n/feature-strings.ts";
import { fillingSigner } from "./form-fill-state.ts";

// The panel, its inputs and the `form_fields` strings load only for a signer who has fields.
const FormFillPanel = lazy(withFeatureStrings(() => import("./form-fill-panel.tsx"), ["form_fields"]));

/** The fill panel of the signer's form fields, or nothing when they have none. */
export function LazyFormFillPanel({ request }: { request: SignatureRequestView }) {
  const me = fillingSigner(request);
  const hasAny = (me?.formFields.length ?? 0) > 0 || request.signers.some((signer) => signer.formFields.some((field) => field.value !== null));
  if (!hasAny) return null;
  return (
    <Suspense fallback={null}>
      <FormFillPanel request={request} />
    </Suspense>
  );
}
