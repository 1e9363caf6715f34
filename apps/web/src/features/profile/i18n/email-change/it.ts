import type { emailChangeEnGb } from "./en-gb.ts";
import type { Strings } from "../../../../shared/i18n/strings.ts";

export const emailChangeIt: Strings<typeof emailChangeEnGb> = {
  heading: "Indirizzo e-mail",
  current: "Il tuo account usa {{email}}.",
  new_email: "Nuovo indirizzo e-mail",
  explain_one: "Inviamo un link al nuovo indirizzo. Il tuo indirizzo cambia quando lo apri da connesso; è valido per {{count}} ora.",
  explain_many: "Inviamo un link al nuovo indirizzo. Il tuo indirizzo cambia quando lo apri da connesso; è valido per {{count}} ore.",
  explain_other: "Inviamo un link al nuovo indirizzo. Il tuo indirizzo cambia quando lo apri da connesso; è valido per {{count}} ore.",
  submit: "Invia link di conferma",
  sent: "Abbiamo inviato un link di conferma a {{email}}.",
  pending: "In attesa di conferma a {{email}}. Apri il link nell'e-mail che abbiamo inviato lì per completare la modifica.",
  cancel: "Annulla la modifica",
  cancelled: "La modifica dell'indirizzo e-mail è stata annullata.",
  sso: "Il tuo indirizzo e-mail proviene dal single sign-on della tua azienda e può essere modificato solo lì.",
  confirm: {
    working: "Conferma del nuovo indirizzo e-mail in corso…",
    done_title: "Indirizzo e-mail modificato",
    done: "Il tuo account usa ora {{email}}. D'ora in poi accedi con questo; le altre sessioni sono state chiuse.",
    failed_title: "L'indirizzo e-mail non è stato modificato",
    missing_token: "Questa pagina ha bisogno del link dell'e-mail di conferma. Apri di nuovo il link nell'e-mail.",
    to_settings: "Vai alle impostazioni",
    to_dashboard: "Vai alla dashboard",
    reasons: {
      token_expired: "Il link è scaduto. Richiedi di nuovo la modifica nelle impostazioni.",
      token_used: "Questo link è già stato usato, oppure una richiesta più recente o un annullamento lo ha sostituito. Controlla il tuo indirizzo e-mail nelle impostazioni.",
      token_invalid: "Questo link non è valido. Apri il link completo dall'e-mail o richiedi di nuovo la modifica.",
      email_change_other_account: "Questo link è stato inviato per un altro account. Esci, accedi con l'account che ha richiesto la modifica e apri di nuovo il link.",
      email_already_registered: "Un altro account ha preso questo indirizzo e-mail nel frattempo. Scegli un altro indirizzo nelle impostazioni.",
    },
  },
};
