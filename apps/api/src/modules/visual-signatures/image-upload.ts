import type { FastifyRequest } from "fastify";
import { SIGNATURE_IMAGE_LIMITS } from "@paraph/contracts";
import { AppError } from "../../platform/errors/app-error.ts";
import { sizeLimitError } from "../../platform/errors/size-limit-error.ts";

/** A form upload (a file input): one `file` part, read up to the image size limit. */
export async function readMultipartImage(request: FastifyRequest): Promise<Buffer> {
  const part = await request.file({ limits: { fileSize: SIGNATURE_IMAGE_LIMITS.maxBytes, files: 1, fields: 0 } });
  if (!part || part.fieldname !== "file") {
    throw new AppError("validation_failed", { fields: [{ field: "file", message: "Send the image as the `file` part" }] });
  }
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw sizeLimitError("payload_too_large", SIGNATURE_IMAGE_LIMITS.maxBytes);
    throw error;
  }
}
