import type { identificationEnGb } from "./en-gb.ts";
import type { Strings } from "../../../shared/i18n/strings.ts";

/** L’identificazione in italiano. */
export const identificationIt: Strings<typeof identificationEnGb> = {
  legislations: {
    eidas: "eIDAS (UE)",
    zertes: "FiEle (Svizzera)",
  },
  choice: {
    title_eidas: "Verifica la tua identità secondo eIDAS (UE)",
    title_zertes: "Verifica la tua identità secondo la FiEle (Svizzera)",
    lead: "Una firma elettronica qualificata (QES) richiede che la tua identità sia verificata una volta. Scegli come:",
    self: "Autoidentificazione",
    self_body: "Con il tuo documento d’identità e la fotocamera del telefono, quando vuoi.",
    auto: "Identificazione automatica",
    auto_body: "Con il tuo documento d’identità e un selfie, verificati automaticamente in pochi minuti.",
    video: "Identificazione video",
    video_body: "In una videochiamata con un operatore che verifica il tuo documento d’identità.",
    choose: "Scegli: {{way}}",
    personal_details: "Controlla prima il tuo nome",
  },
  run: {
    demo: "Demo: l’identificazione dimostrativa di Paraph sostituisce il partner di identificazione. Una volta avviata, un gestore di questo Paraph decide l’esito; non viene verificato nulla e non ha alcun valore legale.",
    start: "Avvia l’identificazione",
    cancel: "Annulla l’identificazione",
    retry: "Ricomincia",
    other_way: "Scegli un altro modo",
    statuses: {
      none: "Non hai ancora avviato questa identificazione.",
      initialized: "La tua identificazione è iniziata e attende l’esito. Questa pagina si aggiorna da sola.",
      inprogress: "La tua identificazione è in corso. Questa pagina si aggiorna da sola.",
      activatingQES: "La tua identità è confermata. Ora puoi firmare con una firma elettronica qualificata.",
      failure: "Non è stato possibile confermare la tua identità. Puoi riprovare.",
      cancelled: "Hai annullato questa identificazione. Puoi ricominciare.",
    },
    cancelled: "L’identificazione è stata annullata.",
    failure_help: "Verifica che il documento d’identità sia valido e leggibile e che il viso sia ben illuminato, poi ricomincia o scegli un altro modo.",
  },
  direct: {
    no_link: "Apri prima il link del tuo invito: la verifica della tua identità per un documento inizia lì.",
    back: "Torna al documento",
    entry_title: "Firma «{{title}}»",
    entry_lead_qes: "{{name}} ti chiede di firmare con una firma elettronica qualificata (QES) secondo {{legislation}}. Serve verificare una volta la tua identità.",
    entry_lead_other: "{{name}} ti chiede di firmare. Non serve alcuna identificazione: apri il documento e firma.",
    identify: "Verifica la tua identità",
    identified: "La tua identità è verificata. Ora puoi firmare.",
    preview: "Visualizza i documenti",
    sign: "Apri il documento per firmare",
    preview_title: "Anteprima di «{{title}}»",
    id_austria_title: "ID Austria",
    id_austria_body: "Il collegamento di un’identità austriaca (ID Austria) non è offerto da questo Paraph. Verifica invece la tua identità in uno di questi modi:",
    personal_details_title: "Il tuo nome",
    personal_details_lead: "La tua identificazione e la tua firma riportano questo nome. Deve essere quello del tuo documento d’identità.",
    continue: "Continua",
  },
};
