import type { Strings } from "../../../shared/i18n/strings.ts";
import type { legalEnGb } from "./en-gb.ts";

export const legalDeCh: Strings<typeof legalEnGb> = {
  operator_unnamed: "der Betreiberin dieser Installation",
  other_page: "Lesen Sie auch:",
  moved: "Die Betreiberin veröffentlicht dieses Dokument hier:",
  terms: {
    whose: "Dies sind die Nutzungsbedingungen dieser Installation von Paraph unter {{address}}. Sie wird betrieben von {{operator}}; sie legt diese Bedingungen fest, und mit ihr vereinbaren Sie sie.",
    built_in: "Dies sind die Standardbedingungen, die Paraph mitbringt, weil keine eigenen Bedingungen der Betreiberin eingerichtet sind. Das Open-Source-Projekt Paraph betreibt diese Installation nicht und ist nicht Partei dieser Bedingungen.",
    sections: {
      cover: {
        title: "Was sie regeln",
        text: "Ihr Konto in dieser Installation und was Sie damit tun: Dokumente hochladen, zur Unterschrift senden, Ihnen gesendete Dokumente unterschreiben, sowie die elektronischen Signaturen, Siegel und Prüfprotokolle, die diese Installation erstellt.",
      },
      yours: {
        title: "Ihr Teil",
        text: "Machen Sie wahre Angaben zu Ihrer Person, behalten Sie Passwort und Codes für sich, laden Sie nur Dokumente hoch, die Sie mit den Empfängern teilen dürfen, und nutzen Sie den Dienst nicht, um das Recht zu brechen oder anderen zu schaden.",
      },
      signatures: {
        title: "Signaturen",
        text: "Was eine Signatur rechtlich bedeutet, hängt von ihrem Standard (einfach, fortgeschritten oder qualifiziert) und vom Recht ab, das für das Dokument gilt. Paraph zeigt den Standard jeder Signatur; ob er für ein Dokument genügt, entscheiden Sie und die anderen Parteien.",
      },
      ending: {
        title: "Ende",
        text: "Sie können Ihr Konto jederzeit in Ihrem Profil löschen. Konten, die gegen diese Bedingungen verstossen, können von {{operator}} geschlossen werden. Unterschriebene Dokumente, die andere erhalten haben, bleiben bei ihnen.",
      },
      questions: {
        title: "Fragen",
        text: "Fragen zu diesen Bedingungen stellen Sie bitte {{operator}}.",
      },
    },
  },
  privacy: {
    whose: "Dies ist die Datenschutzerklärung dieser Installation von Paraph unter {{address}}. Sie wird betrieben von {{operator}}; sie entscheidet, was hier mit Ihren Personendaten geschieht, und ist dafür verantwortlich.",
    built_in: "Dies ist die Standarderklärung, die Paraph mitbringt, weil keine eigene Erklärung der Betreiberin eingerichtet ist. Das Open-Source-Projekt Paraph betreibt diese Installation nicht und erhält Ihre Daten nicht.",
    sections: {
      data: {
        title: "Was gespeichert wird",
        text: "Ihr Name und Ihre E-Mail-Adresse und, wenn Sie sie angeben, Ihre Mobilnummer und Ihr Unternehmen; die Dokumente, die Sie hochladen oder erhalten; die Signaturen und das Prüfprotokoll jeder Anfrage (wer wann was getan hat, mit IP-Adresse); und bei qualifizierten Signaturen das Ergebnis Ihrer Identifizierung.",
      },
      purpose: {
        title: "Wozu",
        text: "Um Ihr Konto zu führen, Dokumente so zu senden, zu unterschreiben und aufzubewahren, wie Sie und die anderen Parteien es wünschen, um später zu zeigen, wer was wann unterschrieben hat, und um den Dienst sicher zu halten.",
      },
      shared: {
        title: "Wer sie sonst sieht",
        text: "Die Personen, mit denen eine Anfrage geteilt ist, sehen ihre Dokumente sowie Namen und Handlungen der Unterzeichnenden. An Identifizierungen und qualifizierten Signaturen sind die Vertrauensdiensteanbieter beteiligt, die sie durchführen. Nichts wird verkauft oder für Werbung genutzt.",
      },
      retention: {
        title: "Wie lange",
        text: "Solange Ihr Konto besteht oder solange die Absenderin einer Anfrage sie behält. Wenn Sie Ihr Konto löschen, werden Ihre Daten gelöscht, ausser den Kopien unterschriebener Dokumente und ihrer Prüfprotokolle, die andere behalten.",
      },
      rights: {
        title: "Ihre Rechte",
        text: "Sie können Ihre Daten einsehen, berichtigen und löschen, das meiste davon in Ihrem Profil. Für alles Weitere und mit Fragen zu dieser Erklärung schreiben Sie bitte {{operator}}.",
      },
    },
  },
};
