import type { businessActivityEnGb } from "./en-gb.ts";
import type { Strings } from "../../../shared/i18n/strings.ts";

export const businessActivityFrCh: Strings<typeof businessActivityEnGb> = {
  page: {
    title: "Activité",
    lead: "Ce que les personnes de votre entreprise ont fait : leurs comptes, les signatures qu'elles ont apposées et leurs identifications. Les heures s'affichent dans votre fuseau horaire ; la période compte des jours entiers en UTC.",
    tabs_label: "Activité",
  },
  tabs: {
    accounts: "Comptes",
    signatures: "Signatures",
    identifications: "Identifications",
  },
  filters: {
    start_date: "Du",
    end_date: "Au",
    page_size: "Lignes par page",
    range_order: "La date de début ne doit pas être postérieure à la date de fin.",
  },
  columns: {
    name: "Nom",
    email: "E-mail",
    role: "Rôle",
    joinedAt: "Arrivée",
    lastLoginAt: "Dernière connexion",
    signatureCount: "Signatures",
    signedAt: "Signée le",
    member: "Membre",
    request: "Demande",
    quality: "Qualité",
    legislation: "Législation",
    kind: "Signée en tant que",
    createdAt: "Commencée",
    completedAt: "Terminée",
    method: "Méthode",
    status: "Statut",
  },
  values: {
    admin: "Admin",
    member: "Membre",
    seal: "Sceau {{seal}}",
    personal: "Personnelle",
    never: "Jamais",
    deleted_account: "Compte supprimé",
    demo: "(démo)",
    methods: { video: "Vidéo", robo: "Autonome", autoident: "Automatique" },
    statuses: { initialized: "Commencée", inprogress: "En cours", success: "Réussie", failure: "Échouée", cancelled: "Annulée" },
  },
  sort: {
    by: "Trier par {{column}}",
  },
  pagination: {
    label: "Pages",
    range: "{{from}}–{{to}} sur {{total}}",
    range_capped: "{{from}}–{{to}} sur plus de {{total}}",
    previous: "Précédente",
    next: "Suivante",
    page: "Page {{page}} sur {{pages}}",
  },
  empty: "Rien dans cette période.",
  load_failed: "L'activité n'a pas pu être chargée.",
  export: {
    button: "Exporter en CSV",
    group_by: "Export",
    groups: { none: "Une ligne par signature", users: "Totaux par membre", cost_centers: "Totaux par centre de coûts" },
    failed: "L'export n'a pas pu être téléchargé.",
  },
};
