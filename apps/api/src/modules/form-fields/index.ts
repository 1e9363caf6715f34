// The face of form-fields: The fields a signer fills besides their signature. The rest of the API imports this file only.
export { setSignerFormFields } from "./definitions.ts";
export { checkSignerValues, isFillCurrent, type SignerFill } from "./fill.ts";
export { filledFieldPlacements, fillLanguageOf } from "./pdf-placements.ts";
export { presentSignerFormFields } from "./presenter.ts";
export { deleteDocumentFormFields, deleteSignerFormFields, findRequestFormFields, findSignerFormFields, moveSignerFormFields, storeSignerValues } from "./repository.ts";
