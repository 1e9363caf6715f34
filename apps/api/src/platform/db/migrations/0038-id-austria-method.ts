/**
 * ID Austria (Austria's eID) as a way to identify under eIDAS (docs/identification.md): the
 * identification method `id-austria` next to video, robo and autoident.
 */
export const sql = `
ALTER TABLE identifications DROP CONSTRAINT identifications_method_check;
ALTER TABLE identifications ADD CONSTRAINT identifications_method_check CHECK (method IN ('video', 'robo', 'autoident', 'id-austria'));
`;
