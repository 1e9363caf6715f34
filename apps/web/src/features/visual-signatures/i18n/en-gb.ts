/** English strings of the visual-signatures feature; the other languages follow this shape. */
export const visualSignaturesEnGb = {
  lead: "Your visual signature is what documents you sign show. Keep several, for example one per role, and choose the one used by default.",
  new: "New visual signature",
  empty: "You have no visual signature yet. Create one to decide how your signature looks on documents.",
  list_label: "Your visual signatures",
  preview_alt: "Preview of the visual signature {{alias}}",
  preview_failed: "The preview could not be shown.",
  default_badge: "Default",
  make_default: "Make default",
  edit: "Edit",
  delete: "Delete",
  saved: "The visual signature has been saved.",
  deleted: "The visual signature has been deleted.",
  default_changed: "{{alias}} is now your default visual signature.",
  editor: {
    create_title: "New visual signature",
    edit_title: "Edit “{{alias}}”",
    appearance: "How do you want to sign?",
    source_draw: "Draw",
    source_upload: "Upload an image",
    source_name: "Name only",
    source_keep: "Keep the current image",
    alias: "Label",
    alias_hint: "Only you see it, to tell your signatures apart. Empty: the name.",
    name: "Name",
    optional_line: "Company",
    location: "Location",
    language: "Language on the signature",
    flags_legend: "Show on the signature",
    display_date: "Date and time of signing",
    display_claim: "The words “Signed electronically”",
    display_standards: "The signature standard",
    display_qr: "A QR code to verify the signature",
    locked: "Set by your organisation",
    make_default: "Use as my default visual signature",
    preview_title: "Preview",
    preview_alt: "Preview of the signature being edited",
    preview_drawing_note: "Your drawing replaces the written name once the signature is saved.",
    upload_label: "Signature image",
    upload_hint: "PNG, JPEG or SVG, up to {{size}}. A scan on white paper works too: the white is removed.",
    image_chosen: "Chosen: {{name}}",
    draw_required: "Please draw your signature first.",
    upload_required: "Please choose an image first.",
    too_long: "At most {{max}} characters.",
    save: "Save visual signature",
  },
  pad: {
    label: "Drawing area for your signature",
    hint: "Sign with your mouse, finger or pen.",
    clear: "Clear",
  },
  delete_dialog: {
    title: "Delete this visual signature?",
    body: "“{{alias}}” will be deleted. Documents you have signed already keep their signature.",
    confirm: "Delete",
  },
} as const;

declare module "../../../shared/i18n/feature-trees.ts" {
  interface FeatureTrees {
    visual_signatures: typeof visualSignaturesEnGb;
  }
}
