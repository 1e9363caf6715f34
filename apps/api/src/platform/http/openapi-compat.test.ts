import { describe, expect, it } from "vitest";
import { compareOpenApi } from "./openapi-compat.ts";

/** A small document in the shape the server serves: one upload and one read. */
function baseDocument() {
  return {
    openapi: "3.1.0",
    info: { title: "Paraph API", version: "0.1.0" },
    paths: {
      "/api/v3/documents": {
        post: {
          summary: "Upload",
          parameters: [{ in: "query", name: "folder", required: false, schema: { type: "string" } }],
          requestBody: {
            required: true,
            content: {
              "application/json": {
                schema: {
                  anyOf: [
                    {
                      type: "object",
                      properties: { title: { type: "string" }, kind: { type: "string", enum: ["contract", "invoice"] }, note: { type: "string" } },
                      required: ["title"],
                    },
                    { type: "null" },
                  ],
                },
              },
            },
          },
          responses: {
            "201": {
              content: {
                "application/json": {
                  schema: {
                    type: "object",
                    properties: {
                      documents: { type: "array", items: { type: "object", properties: { id: { type: "string" }, pages: { type: "integer" }, status: { type: "string", enum: ["new", "signed"] } }, required: ["id", "pages"] } },
                    },
                    required: ["documents"],
                  },
                },
              },
            },
          },
        },
      },
      "/api/v3/documents/{id}": {
        get: {
          parameters: [{ in: "path", name: "id", required: true, schema: { type: "string" } }],
          responses: { "200": { content: { "application/json": { schema: { type: "object", properties: { id: { type: "string" } }, required: ["id"] } } } } },
        },
      },
    },
  };
}

type Doc = ReturnType<typeof baseDocument>;
const upload = (document: Doc) => document.paths["/api/v3/documents"].post;
const uploadBody = (document: Doc) => upload(document).requestBody.content["application/json"].schema.anyOf[0] as { properties: Record<string, unknown>; required: string[] };
const uploadedItem = (document: Doc) => upload(document).responses["201"].content["application/json"].schema.properties.documents.items as { properties: Record<string, { type: string; enum?: string[] }>; required: string[] };

function breakingAfter(change: (document: Doc) => void): string[] {
  const current = baseDocument();
  change(current);
  return compareOpenApi(baseDocument(), current).breaking;
}

describe("compareOpenApi", () => {
  it("finds nothing between equal documents, whatever their key order", () => {
    const reordered = JSON.parse(JSON.stringify(baseDocument(), (_key, value: unknown) => (value && typeof value === "object" && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).reverse()) : value)));
    expect(compareOpenApi(baseDocument(), reordered)).toEqual({ breaking: [], compatible: [] });
  });

  it("names a removed operation and a removed path", () => {
    expect(breakingAfter((document) => delete (document.paths as Partial<Doc["paths"]>)["/api/v3/documents/{id}"])).toEqual(["GET /api/v3/documents/{id}: operation removed"]);
  });

  it("names a response property removed or its type changed", () => {
    expect(breakingAfter((document) => delete uploadedItem(document).properties.pages)).toEqual(["POST /api/v3/documents response 201.documents[].pages: property removed"]);
    expect(breakingAfter((document) => (uploadedItem(document).properties.pages = { type: "string" }))).toEqual([
      "POST /api/v3/documents response 201.documents[].pages: type changed from number to string",
    ]);
    expect(breakingAfter((document) => (uploadedItem(document).required = ["id"]))).toEqual(["POST /api/v3/documents response 201.documents[].pages: property no longer always present"]);
  });

  it("names a request property added as required, or made required", () => {
    expect(
      breakingAfter((document) => {
        uploadBody(document).properties.language = { type: "string" };
        uploadBody(document).required.push("language");
      }),
    ).toEqual(["POST /api/v3/documents body.language: property added as required"]);
    expect(breakingAfter((document) => uploadBody(document).required.push("note"))).toEqual(["POST /api/v3/documents body.note: property made required"]);
  });

  it("names an enum value removed from a request, and a parameter made required", () => {
    expect(breakingAfter((document) => (uploadBody(document).properties.kind = { type: "string", enum: ["contract"] }))).toEqual(["POST /api/v3/documents body.kind: enum value invoice removed"]);
    expect(breakingAfter((document) => (upload(document).parameters[0]!.required = true))).toEqual(['POST /api/v3/documents: query parameter "folder" made required']);
    expect(
      breakingAfter((document) => upload(document).parameters.push({ in: "query", name: "lang", required: true, schema: { type: "string" } })),
    ).toEqual(['POST /api/v3/documents: query parameter "lang" added as required']);
  });

  it("calls additions compatible, but still a change: an operation, an optional property, a response enum value, a new summary", () => {
    const current = baseDocument();
    (current.paths as Record<string, unknown>)["/api/v3/folders"] = { get: { responses: { "200": {} } } };
    uploadBody(current).properties.language = { type: "string" };
    uploadedItem(current).properties.status = { type: "string", enum: ["new", "signed", "archived"] };
    uploadedItem(current).properties.size = { type: "integer" };
    expect(compareOpenApi(baseDocument(), current)).toEqual({
      breaking: [],
      compatible: [
        "POST /api/v3/documents body.language: property added",
        "POST /api/v3/documents response 201.documents[].status: enum value archived added",
        "POST /api/v3/documents response 201.documents[].size: property added",
        "GET /api/v3/folders: operation added",
      ],
    });
    const summary = baseDocument();
    upload(summary).summary = "Upload PDFs";
    expect(compareOpenApi(baseDocument(), summary)).toEqual({ breaking: [], compatible: ["the document changed (descriptions, limits or formats)"] });
  });

  it("lets a request accept more and a response promise more without calling it breaking", () => {
    const current = baseDocument();
    uploadBody(current).properties.note = { type: ["string", "null"] };
    uploadBody(current).required = [];
    uploadedItem(current).required.push("status");
    expect(compareOpenApi(baseDocument(), current).breaking).toEqual([]);
  });
});
