import type { ReactNode } from "react";
import { CheckboxField } from "../../../shared/ui/field/checkbox-field.tsx";

/** An on/off setting: a checkbox announced as a switch, with its label. */
export function SwitchField({ label, checked, onChange, disabled }: { label: ReactNode; checked: boolean; onChange: (checked: boolean) => void; disabled?: boolean }) {
  return <CheckboxField role="switch" aria-checked={checked} label={label} checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />;
}
