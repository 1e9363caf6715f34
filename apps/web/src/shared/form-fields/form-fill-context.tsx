import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import type { FormFieldValue, FormFieldValues } from "@paraph/contracts";
import { fillProblems, initialValues, serverFieldProblems, valuesToSend, type FillValues, type ServerProblems, type SignerFormField } from "./form-fill-state.ts";

export interface FormFill {
  /** What the signer typed; `valueOf` adds what the server has for fields they did not touch. */
  values: FillValues;
  /** Fields whose problem shows: changed or left by the signer, or all once they tried to sign. */
  shown: ReadonlySet<string>;
  /** What the server refused at the last signing, by field, until the signer changes the field. */
  serverProblems: ServerProblems;
  /** The signer pressed Sign while required fields were empty or values did not fit. */
  hasTriedToSign: boolean;
  /** The field to bring into view and focus, counted so that asking twice for one field works. */
  focusRequest: { name: string; count: number } | null;
  setValue: (name: string, value: FormFieldValue) => void;
  /** Shows a field's problem once the signer leaves it. */
  touch: (name: string) => void;
  focusField: (name: string) => void;
  /**
   * Before signing: the values to send when every field fits; otherwise null, with every
   * problem shown and the focus on the first field to fix.
   */
  readyToSign: (fields: readonly SignerFormField[]) => FormFieldValues | null;
  /** A failed signing: the fields a form_field_values_invalid or field_value_not_drawable answer names get its problems and the first the focus. */
  reportSignError: (error: unknown, fields: readonly SignerFormField[]) => void;
}

const FormFillContext = createContext<FormFill | null>(null);

/**
 * The values a signer types into their form fields on one signing page, shared by the fill panel
 * (where they type), the pages (which show them where they go and lead to the panel) and the Sign
 * button (which checks them and sends them). The page's composition root provides it.
 */
export function FormFillProvider({ children }: { children: ReactNode }) {
  const [values, setValues] = useState<FillValues>({});
  const [shown, setShown] = useState<ReadonlySet<string>>(new Set());
  const [serverProblems, setServerProblems] = useState<ServerProblems>({});
  const [hasTriedToSign, setTriedToSign] = useState(false);
  const [focusRequest, setFocusRequest] = useState<FormFill["focusRequest"]>(null);

  const focusField = useCallback((name: string) => setFocusRequest((previous) => ({ name, count: (previous?.count ?? 0) + 1 })), []);
  const touch = useCallback((name: string) => setShown((previous) => (previous.has(name) ? previous : new Set(previous).add(name))), []);
  const setValue = useCallback(
    (name: string, value: FormFieldValue) => {
      setValues((previous) => ({ ...previous, [name]: value }));
      setServerProblems((previous) => {
        if (!(name in previous)) return previous;
        const { [name]: _changed, ...others } = previous;
        return others;
      });
      touch(name);
    },
    [touch],
  );

  const value = useMemo<FormFill>(() => {
    const showAll = (fields: readonly SignerFormField[]) => setShown(new Set(fields.map((field) => field.name)));
    return {
      values,
      shown,
      serverProblems,
      hasTriedToSign,
      focusRequest,
      setValue,
      touch,
      focusField,
      readyToSign: (fields) => {
        const current = withServerValues(fields, values);
        const problems = fillProblems(fields, current);
        const first = fields.find((field) => problems[field.name] ?? serverProblems[field.name]);
        if (!first) {
          setTriedToSign(false);
          return valuesToSend(fields, current);
        }
        setTriedToSign(true);
        showAll(fields);
        focusField(first.name);
        return null;
      },
      reportSignError: (error, fields) => {
        const problems = serverFieldProblems(error);
        if (!problems) return;
        setServerProblems(problems);
        showAll(fields);
        const first = fields.find((field) => problems[field.name]);
        if (first) focusField(first.name);
      },
    };
  }, [values, shown, serverProblems, hasTriedToSign, focusRequest, setValue, touch, focusField]);

  return <FormFillContext.Provider value={value}>{children}</FormFillContext.Provider>;
}

/** The values typed, over those the server has for the fields (a value kept from before). */
export function withServerValues(fields: readonly SignerFormField[], values: FillValues): FillValues {
  return { ...initialValues(fields), ...values };
}

/** The page's form fill, or null on a page that fills none. */
export function useFormFill(): FormFill | null {
  return useContext(FormFillContext);
}
