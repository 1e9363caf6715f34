/** A person's name for the screen: first and last name where known, else the e-mail address. */
export function signerName(person: { firstName: string | null; lastName: string | null; email: string }): string {
  return [person.firstName, person.lastName].filter(Boolean).join(" ").trim() || person.email;
}
