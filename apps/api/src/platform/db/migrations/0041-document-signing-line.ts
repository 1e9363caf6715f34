/**
 * One line per document for its signers (issue 30; docs/signing.md, "The order of signatures on
 * one document"). A signing act takes one arrival number and a place in the line of every
 * document it signs; the act with the smallest live arrival on a document has its turn. A place
 * is kept alive by its process renewing `lease_until`: a replica that dies gives its places up
 * when the lease runs out. The signing progress says how many acts are ahead while one waits.
 */
export const sql = `
CREATE SEQUENCE document_signing_arrivals;
CREATE TABLE document_signing_turns (
  document_id uuid NOT NULL,
  arrival bigint NOT NULL,
  lease_until timestamptz NOT NULL,
  PRIMARY KEY (document_id, arrival)
);
CREATE INDEX document_signing_turns_arrival ON document_signing_turns (arrival);

ALTER TABLE signing_progress DROP CONSTRAINT signing_progress_stage_check;
ALTER TABLE signing_progress ADD CONSTRAINT signing_progress_stage_check
  CHECK (stage IN ('waiting-for-turn', 'preparing', 'signing', 'time-stamping', 'recording', 'done', 'failed'));
ALTER TABLE signing_progress ADD COLUMN ahead integer;
`;
