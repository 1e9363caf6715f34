import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";

/** The maintenance notice of spec §3: a banner when active and not blocking, /maintenance when blocking. */
export const maintenanceNoticeSchema = z.object({
  status: z.enum(["active", "inactive"]),
  isBlocking: z.boolean(),
  url: z.string().nullable(),
  message: z.string().nullable(),
});
export type MaintenanceNotice = z.infer<typeof maintenanceNoticeSchema>;

export const getMaintenance = defineEndpoint({
  method: "GET",
  path: "/v1/maintenance",
  summary: "The current maintenance notice (set by operators with `npm run admin -w apps/api -- maintenance`)",
  tag: "Platform",
  auth: "none",
  successStatus: 200,
  response: maintenanceNoticeSchema,
});
