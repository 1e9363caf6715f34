import type { Strings } from "../../../shared/i18n/strings.ts";
import type { legalEnGb } from "./en-gb.ts";

export const legalIt: Strings<typeof legalEnGb> = {
  operator_unnamed: "il gestore di questa installazione",
  other_page: "Leggi anche:",
  moved: "Il gestore pubblica questo documento qui:",
  terms: {
    whose: "Queste sono le condizioni d'uso di questa installazione di Paraph all'indirizzo {{address}}. Il suo gestore è {{operator}}, che stabilisce queste condizioni ed è la parte con cui le concordi.",
    built_in: "Queste sono le condizioni predefinite fornite con Paraph, perché non sono state configurate condizioni proprie del gestore. Il progetto open source Paraph non gestisce questa installazione e non è parte di queste condizioni.",
    sections: {
      cover: {
        title: "Che cosa coprono",
        text: "Il tuo account su questa installazione e ciò che ne fai: caricare documenti, inviarli per la firma, firmare i documenti che ti vengono inviati, e le firme elettroniche, i sigilli e i registri di controllo che questa installazione crea.",
      },
      yours: {
        title: "La tua parte",
        text: "Fornisci dati veri su di te, tieni per te password e codici, carica solo documenti che puoi condividere con chi li riceve, e non usare il servizio per violare la legge o danneggiare altri.",
      },
      signatures: {
        title: "Firme",
        text: "Il valore giuridico di una firma dipende dal suo standard (semplice, avanzata o qualificata) e dal diritto applicabile al documento. Paraph mostra lo standard di ogni firma; se basta per un documento lo decidi tu con le altre parti.",
      },
      ending: {
        title: "Fine",
        text: "Puoi eliminare il tuo account in qualsiasi momento nel tuo profilo. Gli account che violano queste condizioni possono essere chiusi; lo decide {{operator}}. I documenti firmati ricevuti da altri restano a loro.",
      },
      questions: {
        title: "Domande",
        text: "Per domande su queste condizioni contatta {{operator}}.",
      },
    },
  },
  privacy: {
    whose: "Questa è l'informativa sulla privacy di questa installazione di Paraph all'indirizzo {{address}}. Il suo gestore è {{operator}}, che decide che cosa accade qui ai tuoi dati personali e ne è responsabile.",
    built_in: "Questa è l'informativa predefinita fornita con Paraph, perché non è stata configurata un'informativa propria del gestore. Il progetto open source Paraph non gestisce questa installazione e non riceve i tuoi dati.",
    sections: {
      data: {
        title: "Che cosa viene conservato",
        text: "Il tuo nome e indirizzo e-mail e, se li indichi, il tuo numero di cellulare e la tua azienda; i documenti che carichi o ricevi; le firme e il registro di controllo di ogni richiesta (chi ha fatto cosa e quando, con l'indirizzo IP); e, per le firme qualificate, l'esito della tua identificazione.",
      },
      purpose: {
        title: "Perché",
        text: "Per gestire il tuo account, inviare, firmare e conservare i documenti come chiedete tu e le altre parti, mostrare in seguito chi ha firmato cosa e quando, e mantenere sicuro il servizio.",
      },
      shared: {
        title: "Chi altro li vede",
        text: "Le persone con cui una richiesta è condivisa vedono i suoi documenti e i nomi e le azioni dei firmatari. Identificazioni e firme qualificate coinvolgono i prestatori di servizi fiduciari che le eseguono. Nulla viene venduto o usato per pubblicità.",
      },
      retention: {
        title: "Per quanto tempo",
        text: "Finché il tuo account esiste, o finché il mittente di una richiesta la conserva. Se elimini il tuo account, i tuoi dati vengono eliminati, tranne le copie dei documenti firmati e i loro registri di controllo conservati da altri.",
      },
      rights: {
        title: "I tuoi diritti",
        text: "Puoi consultare, correggere ed eliminare i tuoi dati, la maggior parte nel tuo profilo. Per tutto il resto, e per domande su questa informativa, contatta {{operator}}.",
      },
    },
  },
};
