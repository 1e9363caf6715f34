/**
 * The signing journey (issue 18): where a signer's signing act stands, so the signing overlay
 * shows real states (docs/signing-journey.md); and the satisfaction surveys' answers (a score
 * and a comment, no document data; docs/surveys.md).
 */
export const sql = `
CREATE TABLE signing_progress (
  signer_id uuid PRIMARY KEY,
  request_id uuid NOT NULL,
  stage text NOT NULL CHECK (stage IN ('preparing', 'signing', 'time-stamping', 'recording', 'done', 'failed')),
  updated_at timestamptz NOT NULL
);
CREATE INDEX signing_progress_updated_at ON signing_progress (updated_at);

CREATE TABLE survey_answers (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('transactional', 'relationship')),
  score smallint CHECK (score BETWEEN 0 AND 10),
  comment text,
  answered_at timestamptz NOT NULL
);
CREATE INDEX survey_answers_user_kind ON survey_answers (user_id, kind, answered_at DESC);
CREATE INDEX survey_answers_answered_at ON survey_answers (answered_at);
`;
