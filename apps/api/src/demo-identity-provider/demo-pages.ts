import type { Language } from "@paraph/contracts";
import { renderDemoPage } from "../platform/http/demo-page.ts";
import { escapeHtml } from "../platform/mail/html.ts";
import { ID_AUSTRIA_TEXTS } from "./demo-id-austria-texts.ts";
import { DEMO_TEST_IDENTITIES } from "./test-identities.ts";

interface PageTexts {
  title: string;
  video: string;
  self: string;
  choose: string;
  complete: string;
  fail: string;
  abandon: string;
  note: string;
  unknown: string;
  finished: string;
  unreachable: string;
}

const TEXTS: Record<Language, PageTexts> = {
  "en-gb": {
    title: "Demo identity provider",
    video: "Video identification",
    self: "Self identification",
    choose: "Identify as this test identity",
    complete: "Complete identification",
    fail: "Fail identification",
    abandon: "Abandon",
    note: "Demo: this page stands in for an identification partner. Nobody is identified, and the result carries no legal weight.",
    unknown: "This identification session does not exist or has expired. Go back and start again.",
    finished: "This identification session has finished. Go back to Paraph.",
    unreachable: "Paraph could not be told the result. Go back and try again.",
  },
  "de-ch": {
    title: "Demo-Identifizierungsdienst",
    video: "Video-Identifizierung",
    self: "Selbst-Identifizierung",
    choose: "Als diese Testidentität identifizieren",
    complete: "Identifizierung abschliessen",
    fail: "Identifizierung scheitern lassen",
    abandon: "Abbrechen",
    note: "Demo: Diese Seite steht für einen Identifizierungspartner. Niemand wird identifiziert, und das Ergebnis hat keine rechtliche Wirkung.",
    unknown: "Diese Identifizierung gibt es nicht oder sie ist abgelaufen. Gehen Sie zurück und beginnen Sie neu.",
    finished: "Diese Identifizierung ist beendet. Gehen Sie zurück zu Paraph.",
    unreachable: "Paraph konnte das Ergebnis nicht mitgeteilt werden. Gehen Sie zurück und versuchen Sie es erneut.",
  },
  "fr-ch": {
    title: "Service d’identification de démonstration",
    video: "Identification par vidéo",
    self: "Auto-identification",
    choose: "S’identifier avec cette identité de test",
    complete: "Terminer l’identification",
    fail: "Faire échouer l’identification",
    abandon: "Abandonner",
    note: "Démo : cette page remplace un partenaire d’identification. Personne n’est identifié et le résultat n’a aucune valeur juridique.",
    unknown: "Cette identification n’existe pas ou a expiré. Revenez en arrière et recommencez.",
    finished: "Cette identification est terminée. Revenez à Paraph.",
    unreachable: "Le résultat n’a pas pu être transmis à Paraph. Revenez en arrière et réessayez.",
  },
  it: {
    title: "Servizio di identificazione dimostrativo",
    video: "Identificazione video",
    self: "Autoidentificazione",
    choose: "Identificarsi con questa identità di prova",
    complete: "Completa l’identificazione",
    fail: "Fai fallire l’identificazione",
    abandon: "Abbandona",
    note: "Demo: questa pagina sostituisce un partner di identificazione. Nessuno viene identificato e il risultato non ha valore legale.",
    unknown: "Questa identificazione non esiste o è scaduta. Torna indietro e ricomincia.",
    finished: "Questa identificazione è terminata. Torna a Paraph.",
    unreachable: "Non è stato possibile comunicare il risultato a Paraph. Torna indietro e riprova.",
  },
};

export function pageLanguage(language: string | undefined): Language {
  const prefix = (language ?? "").slice(0, 2).toLowerCase();
  return prefix === "de" ? "de-ch" : prefix === "fr" ? "fr-ch" : prefix === "it" ? "it" : "en-gb";
}

export const DEMO_STYLESHEET = `
body { margin: 0; font-family: system-ui, sans-serif; background: #eef1f5; color: #1d2433; }
main { max-width: 28rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 1rem; box-shadow: 0 0.5rem 2rem rgb(0 0 0 / 12%); }
.badge { display: inline-block; padding: 0.1rem 0.6rem; border-radius: 1rem; background: #fff3cd; color: #7a5b00; font-size: 0.8rem; font-weight: 600; }
h1 { font-size: 1.4rem; }
fieldset { border: 1px solid #c7cdd8; border-radius: 0.5rem; }
label { display: block; padding: 0.4rem 0; }
.actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-top: 1.5rem; }
button { flex: 1 1 8rem; padding: 0.75rem; border-radius: 0.5rem; font-size: 1rem; cursor: pointer; border: 1px solid #1d4ed8; background: #fff; color: #1d4ed8; }
button.complete { background: #1d4ed8; color: #fff; }
.note { margin-top: 1.5rem; font-size: 0.85rem; color: #4b5363; }
`;

function page(language: Language, stylesheetUrl: string, content: string): string {
  const texts = TEXTS[language];
  return renderDemoPage({ language, title: texts.title, note: texts.note, stylesheetUrl, content });
}

/** The identification page: a test identity to choose, then complete, fail or abandon (with ID Austria: log in, then confirm, fail or abandon). */
export function renderIdentificationPage(input: { language: string; method: string; formAction: string; stylesheetUrl: string }): string {
  const language = pageLanguage(input.language);
  const texts = TEXTS[language];
  const idAustria = input.method === "id-austria" ? ID_AUSTRIA_TEXTS[language] : undefined;
  const heading = idAustria?.heading ?? (input.method === "video" ? texts.video : texts.self);
  const identities = DEMO_TEST_IDENTITIES.map(
    (identity, index) =>
      `<label><input type="radio" name="identity" value="${index}"${index === 0 ? " checked" : ""}> ${escapeHtml(`${identity.firstName} ${identity.lastName}`)}, ${escapeHtml(identity.dateOfBirth)}, ${escapeHtml(identity.documentNumber)}</label>`,
  ).join("\n");
  return page(
    language,
    input.stylesheetUrl,
    `<h1>${escapeHtml(heading)}</h1>${idAustria ? `\n<p>${escapeHtml(idAustria.intro)}</p>` : ""}
<form method="post" action="${escapeHtml(input.formAction)}">
<fieldset><legend>${escapeHtml(texts.choose)}</legend>
${identities}
</fieldset>
<div class="actions">
<button class="complete" type="submit" name="action" value="complete">${escapeHtml(idAustria?.complete ?? texts.complete)}</button>
<button type="submit" name="action" value="fail">${escapeHtml(texts.fail)}</button>
<button type="submit" name="action" value="abandon">${escapeHtml(texts.abandon)}</button>
</div>
</form>`,
  );
}

export function renderMessagePage(input: { language: string; message: "unknown" | "finished" | "unreachable"; stylesheetUrl: string }): string {
  const language = pageLanguage(input.language);
  return page(language, input.stylesheetUrl, `<h1>${escapeHtml(TEXTS[language][input.message])}</h1>`);
}
