import type { eidDataEnGb } from "./en-gb.ts";
import type { Strings } from "../../../../shared/i18n/strings.ts";

export const eidDataIt: Strings<typeof eidDataEnGb> = {
  title: "Indica i dati eID",
  body: "Inserisci il numero e la data di nascita del documento d’identità con cui il nostro partner di identificazione ti ha identificato. Chiediamo al partner se quell’identificazione è valida e tua; poi il tuo account firma con QES secondo {{legislation}}.",
  document_number: "Numero del documento",
  document_number_hint: "Come stampato sul passaporto o sulla carta d’identità usati, senza spazi.",
  document_number_missing: "Inserisci il numero del documento.",
  document_number_invalid: "Un numero di documento ha da 3 a 40 lettere, cifre o trattini.",
  date_of_birth: "Data di nascita",
  date_of_birth_missing: "Inserisci la tua data di nascita.",
  legislation: "Legislazione",
  certificate_note: "Ciò che inserisci serve solo a trovare l’identificazione: il tuo certificato porta il nome confermato dal partner.",
  confirm: "Verifica e aggiungi QES",
  errors: {
    not_found: "Il nostro partner di identificazione non conosce alcuna identificazione valida con questo numero di documento e questa data di nascita per questa legislazione. Controlla entrambi o fai verificare la tua identità.",
    mismatch: "Questa identificazione indica una persona diversa da quella del tuo account. Non è stato cambiato nulla.",
    refused: "Non è stato possibile verificare la risposta del partner di identificazione. Non è stato cambiato nulla; riprova più tardi.",
    rate_limited: "Troppi tentativi per ora. Potrai riprovare tra un’ora.",
  },
};
