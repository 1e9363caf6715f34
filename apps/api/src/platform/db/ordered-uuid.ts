/**
 * Time-ordered UUIDs (version 7, RFC 9562): the first 48 bits are the Unix time in milliseconds
 * and the next 12 count up within a millisecond, so the ids this process makes sort in the order
 * it made them (PostgreSQL compares uuids byte by byte). For rows read back in id order after a
 * timestamp they may share with their neighbours: a request's audit events, written together.
 */
let lastMs = 0;
let sequence = 0;
const MAX_SEQUENCE = 0xfff;

export function orderedUuid(now = Date.now()): string {
  if (now > lastMs) {
    lastMs = now;
    sequence = 0;
  } else if (sequence < MAX_SEQUENCE) {
    sequence += 1;
  } else {
    // 4 096 ids in one millisecond: borrow the next one, as RFC 9562 allows.
    lastMs += 1;
    sequence = 0;
  }
  const time = lastMs.toString(16).padStart(12, "0");
  const random = crypto.randomUUID();
  return `${time.slice(0, 8)}-${time.slice(8)}-7${sequence.toString(16).padStart(3, "0")}-${random.slice(19)}`;
}
