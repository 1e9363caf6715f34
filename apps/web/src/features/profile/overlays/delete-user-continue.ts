/** The payload the delete-user overlay closes with when the user goes on to confirm the deletion (kept apart so the page need not load the overlay). */
export const CONTINUE_DELETION = "continue";
