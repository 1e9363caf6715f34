import { emailSchema, type CreateRequestFromTemplateBody, type FormField, type FormFieldValue, type FormFieldValueProblem, type TemplateView } from "@paraph/contracts";
import { prefillProblem } from "../../../entities/field-placement/form-field-drafts.ts";

export interface RolePerson {
  email: string;
  firstName: string;
  lastName: string;
}

/** What the sender types when using a template: a person per role name, values by field name. */
export interface TemplateUseDraft {
  people: Readonly<Record<string, RolePerson>>;
  prefill: Readonly<Record<string, FormFieldValue>>;
}

export const emptyPerson: RolePerson = { email: "", firstName: "", lastName: "" };

export interface TemplateUseProblems {
  /** By role name: the address is missing or not one. */
  people: Record<string, "email_missing" | "email_invalid">;
  /** By field name: a value that does not fit its field. */
  fields: Record<string, FormFieldValueProblem>;
}

/** Nothing typed: the field is left to its signer. */
const isEmpty = (value: FormFieldValue | undefined) => value === undefined || value === false || (typeof value === "string" && value.trim() === "");

/** The template's form fields with the role each belongs to, in role order. */
export const templateFormFields = (template: TemplateView): Array<{ role: string; field: FormField }> =>
  template.roles.flatMap((role) => role.formFields.map((field) => ({ role: role.name, field })));

/** The checks the server makes (every role named, every value fitting its field), made before it is asked. */
export function templateUseProblems(template: TemplateView, draft: TemplateUseDraft): TemplateUseProblems {
  const people: TemplateUseProblems["people"] = {};
  for (const role of template.roles) {
    const email = (draft.people[role.name]?.email ?? "").trim();
    if (email === "") people[role.name] = "email_missing";
    else if (!emailSchema.safeParse(email).success) people[role.name] = "email_invalid";
  }
  const fields: TemplateUseProblems["fields"] = {};
  for (const { field } of templateFormFields(template)) {
    const value = draft.prefill[field.name];
    if (isEmpty(value)) continue;
    const problem = prefillProblem({ ...field, value });
    if (problem) fields[field.name] = problem;
  }
  return { people, fields };
}

export const hasProblems = (problems: TemplateUseProblems) => Object.keys(problems.people).length > 0 || Object.keys(problems.fields).length > 0;

/** The POST body: names only where typed, values only where filled in. */
export function templateUseBody(template: TemplateView, draft: TemplateUseDraft, send: boolean): CreateRequestFromTemplateBody {
  const roles = Object.fromEntries(
    template.roles.map((role) => {
      const person = draft.people[role.name] ?? emptyPerson;
      const firstName = person.firstName.trim();
      const lastName = person.lastName.trim();
      return [role.name, { email: person.email.trim(), ...(firstName ? { firstName } : {}), ...(lastName ? { lastName } : {}) }];
    }),
  );
  const prefill = Object.fromEntries(
    templateFormFields(template).flatMap(({ field }) => {
      const value = draft.prefill[field.name];
      return value === undefined || isEmpty(value) ? [] : [[field.name, typeof value === "string" ? value.trim() : value]];
    }),
  );
  return { roles, prefill, send };
}
