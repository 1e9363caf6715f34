// The face of form-fields: The fields a signer fills besides their signature. The rest of the API imports this file only.
export { checkedSignerFormFields, setSignerFormFields } from "./definitions.ts";
export { drawingFace, type DrawingFace } from "./drawable-values.ts";
export { checkSignerValues, isFillCurrent, type SignerFill } from "./fill.ts";
export { filledFieldPlacements, fillLanguageOf } from "./pdf-placements.ts";
export { presentSignerFormFields } from "./presenter.ts";
export { deleteDocumentFormFields, deleteSignerFormFields, findRequestFormFields, findSignerFormFields, insertSignerFormFieldRows, moveSignerFormFields, type NewSignerFormFieldRow, signerFormFieldRowsOf, storeSignerValues } from "./repository.ts";
