import type { Strings } from "../../../shared/i18n/strings.ts";
import type { legalEnGb } from "./en-gb.ts";

export const legalFrCh: Strings<typeof legalEnGb> = {
  operator_unnamed: "l'exploitant de cette installation",
  other_page: "À lire aussi :",
  moved: "L'exploitant publie ce document ici :",
  terms: {
    whose: "Voici les conditions d'utilisation de cette installation de Paraph à l'adresse {{address}}. Elle est exploitée par {{operator}}, qui fixe ces conditions et avec qui vous les convenez.",
    built_in: "Ce sont les conditions par défaut livrées avec Paraph, car aucune condition propre à l'exploitant n'a été configurée. Le projet open source Paraph n'exploite pas cette installation et n'est pas partie à ces conditions.",
    sections: {
      cover: {
        title: "Ce qu'elles couvrent",
        text: "Votre compte sur cette installation et ce que vous en faites : téléverser des documents, les envoyer pour signature, signer les documents qui vous sont envoyés, ainsi que les signatures électroniques, cachets et journaux d'audit que cette installation crée.",
      },
      yours: {
        title: "Votre part",
        text: "Donnez des informations exactes sur vous, gardez votre mot de passe et vos codes pour vous, ne téléversez que des documents que vous pouvez partager avec leurs destinataires, et n'utilisez pas le service pour enfreindre la loi ou nuire à autrui.",
      },
      signatures: {
        title: "Signatures",
        text: "La portée juridique d'une signature dépend de son standard (simple, avancée ou qualifiée) et du droit applicable au document. Paraph indique le standard de chaque signature ; c'est à vous et aux autres parties de décider s'il suffit pour un document.",
      },
      ending: {
        title: "Fin",
        text: "Vous pouvez supprimer votre compte à tout moment dans votre profil. Les comptes qui enfreignent ces conditions peuvent être fermés par {{operator}}. Les documents signés que d'autres ont reçus restent chez eux.",
      },
      questions: {
        title: "Questions",
        text: "Veuillez adresser vos questions sur ces conditions à {{operator}}.",
      },
    },
  },
  privacy: {
    whose: "Voici la déclaration de confidentialité de cette installation de Paraph à l'adresse {{address}}. Elle est exploitée par {{operator}}, qui décide de ce qu'il advient ici de vos données personnelles et en est responsable.",
    built_in: "C'est la déclaration par défaut livrée avec Paraph, car aucune déclaration propre à l'exploitant n'a été configurée. Le projet open source Paraph n'exploite pas cette installation et ne reçoit pas vos données.",
    sections: {
      data: {
        title: "Ce qui est conservé",
        text: "Vos nom et adresse e-mail et, si vous les indiquez, votre numéro de mobile et votre entreprise ; les documents que vous téléversez ou recevez ; les signatures et le journal d'audit de chaque demande (qui a fait quoi et quand, avec l'adresse IP) ; et, pour les signatures qualifiées, le résultat de votre identification.",
      },
      purpose: {
        title: "Pourquoi",
        text: "Pour gérer votre compte, envoyer, signer et conserver les documents comme vous et les autres parties le demandez, montrer ensuite qui a signé quoi et quand, et assurer la sécurité du service.",
      },
      shared: {
        title: "Qui d'autre les voit",
        text: "Les personnes avec qui une demande est partagée voient ses documents ainsi que les noms et actions de ses signataires. Les identifications et signatures qualifiées font intervenir les prestataires de services de confiance qui les effectuent. Rien n'est vendu ni utilisé à des fins publicitaires.",
      },
      retention: {
        title: "Combien de temps",
        text: "Tant que votre compte existe, ou tant que l'expéditeur d'une demande la conserve. Si vous supprimez votre compte, vos données sont supprimées, sauf les copies de documents signés et leurs journaux d'audit que d'autres conservent.",
      },
      rights: {
        title: "Vos droits",
        text: "Vous pouvez consulter, corriger et supprimer vos données, la plupart dans votre profil. Pour le reste, et pour toute question sur cette déclaration, veuillez contacter {{operator}}.",
      },
    },
  },
};
