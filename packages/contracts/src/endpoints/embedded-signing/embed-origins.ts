import { z } from "zod";
import { singleLineText } from "../../validation/text.ts";

/** How many origins a business may let frame Paraph's embedded signing view. */
export const EMBED_ORIGIN_LIMIT = 20;

/**
 * An origin as browsers send it: scheme, host and port only (`https://shop.example`,
 * `https://shop.example:8443`), no path, query, user or trailing slash. Whether http is allowed
 * depends on the server's mode (https only in production), so the server checks that part.
 */
export const EMBED_ORIGIN_PATTERN = /^https?:\/\/(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?$/;

export const embedOriginSchema = singleLineText()
  .toLowerCase()
  .max(200)
  .regex(EMBED_ORIGIN_PATTERN, { message: "An origin is https://host or https://host:port, without a path" });

export const embedOriginsSchema = z
  .array(embedOriginSchema)
  .max(EMBED_ORIGIN_LIMIT, { message: `At most ${EMBED_ORIGIN_LIMIT} origins` })
  .refine((origins) => new Set(origins).size === origins.length, { message: "Name each origin once" });

/** Where an embedded page goes when it is opened as a whole page instead of in a frame: an http or https URL. */
export const embedReturnUrlSchema = singleLineText()
  .max(2000)
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), { message: "An http or https URL" });
