import type { Strings } from "../../../shared/i18n/strings.ts";
import type { apiUsersEnGb } from "./en-gb.ts";

/** Français (Suisse) : utilisateurs API. */
export const apiUsersFrCh: Strings<typeof apiUsersEnGb> = {
  list: {
    intro: "Un utilisateur API permet à un autre système de travailler pour l'entreprise par l'API de Paraph : il se connecte avec son nom d'utilisateur et sa clé, peut téléverser des documents, envoyer des demandes de signature et signer avec un sceau que vous lui attribuez. Il ne peut pas utiliser l'application web ni modifier l'entreprise.",
    create: "Créer un utilisateur API",
    full: "L'entreprise a {{max}} utilisateurs API, le maximum autorisé. Supprimez-en un pour en créer un autre.",
    empty: "L'entreprise n'a pas encore d'utilisateur API.",
    description: "Description",
    username: "Nom d'utilisateur",
    seal: "Sceau",
    created: "Créé le",
    last_used: "Dernière utilisation",
    never_used: "Jamais",
    actions: "Actions",
    edit: "Modifier {{name}}",
    reset: "Nouvelle clé pour {{name}}",
    delete: "Supprimer {{name}}",
  },
  form: {
    description: "Description",
    description_hint: "Le système qui l'utilise, pour le reconnaître plus tard ({{max}} caractères au plus).",
    seal: "Sceau",
    seal_hint: "Le sceau de l'entreprise avec lequel il peut signer, le cas échéant.",
    no_seal: "Aucun sceau",
  },
  create: {
    title: "Créer un utilisateur API",
    body: "Paraph génère le nom d'utilisateur et une clé. Vous verrez la clé une seule fois, juste après.",
    confirm: "Créer",
  },
  edit: {
    title: "Modifier l'utilisateur API",
    body: "Le nom d'utilisateur et la clé ne changent pas.",
    confirm: "Enregistrer",
    saved: "L'utilisateur API est enregistré.",
  },
  key: {
    title: "La clé de l'utilisateur API",
    warning: "Copiez la clé maintenant et conservez-la en lieu sûr : Paraph ne l'affiche qu'une seule fois. Si elle est perdue, créez-en une nouvelle.",
    username: "Nom d'utilisateur",
    key: "Clé",
    copy: "Copier la clé",
    copied: "La clé est copiée.",
    copy_failed: "La clé n'a pas pu être copiée ; sélectionnez-la et copiez-la vous-même.",
    done: "J'ai conservé la clé",
  },
  reset: {
    title: "Créer une nouvelle clé ?",
    body: "{{name}} reçoit une nouvelle clé. L'ancienne clé et toutes les sessions ouvertes avec elle cessent immédiatement de fonctionner.",
    confirm: "Créer une nouvelle clé",
  },
  delete: {
    title: "Supprimer l'utilisateur API ?",
    body: "{{name}} ne pourra plus se connecter et ses sessions prennent fin immédiatement. Les demandes qu'il a envoyées sont supprimées avec lui.",
    confirm: "Supprimer",
    deleted: "{{name}} est supprimé.",
  },
};
