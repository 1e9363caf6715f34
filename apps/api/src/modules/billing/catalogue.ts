import fs from "node:fs";
import path from "node:path";
import {
  BILLING_CYCLES,
  CURRENCIES,
  paidPlanNameSchema,
  planAudienceSchema,
  planNameSchema,
  planTypeSchema,
  type BilledQuality,
  type BillingCycle,
  type Currency,
  type PaidPlanName,
} from "@paraph/contracts";
import { z } from "zod";

/**
 * The plan catalogue (docs/billing.md, "Plans"): data, not code. Paraph ships
 * `apps/api/config/price-plans.json`; an operator replaces it with BILLING_PLANS_FILE. It is read
 * and checked once at start-up: a bad file stops the server with a message naming the field.
 */

const limit = z.number().int().min(0).nullable();
const amount = z.number().int().min(0);
const perCurrency = <T extends z.ZodType>(value: T) => z.object({ CHF: value, EUR: value });
const perCycle = <T extends z.ZodType>(value: T) => z.object({ monthly: value, yearly: value });
const identLicence = z.object({ payForMembers: z.boolean(), payForInvitations: z.boolean() });

const signaturesSchema = z.object({ ses: limit, aes: limit, qes: limit });
/**
 * PDFs signed elsewhere extended to PAdES B-LTA per quota period (POST /v1/extend, business plans
 * only). A catalogue that leaves it out offers none: an operator's own file gains no new
 * unlimited service from an update.
 */
const extensionsLimit = limit.default(0);

const catalogueEntrySchema = z
  .object({
    name: planNameSchema,
    type: planTypeSchema,
    audience: planAudienceSchema,
    isPurchasable: z.boolean(),
    prices: perCycle(perCurrency(amount)).nullable(),
    /** Stripe price ids per cycle and currency ("" while not set up). */
    stripePriceIds: perCycle(perCurrency(z.string())).nullable(),
    signatures: signaturesSchema,
    extensions: extensionsLimit,
    seats: z.object({ included: z.number().int().min(1), max: z.number().int().min(1).nullable() }),
    signerGroups: limit,
    apiUsers: limit,
    seals: limit,
    licenses: z.object({ idents: z.object({ eidas: identLicence, zertes: identLicence }) }),
    features: z.array(z.string().min(1).max(100)).max(100),
    canUpload: z.boolean(),
  })
  .superRefine((plan, context) => {
    if (plan.isPurchasable && !plan.prices) context.addIssue({ code: "custom", path: ["prices"], message: "a purchasable plan needs prices" });
    if (plan.isPurchasable && !paidPlanNameSchema.safeParse(plan.name).success) context.addIssue({ code: "custom", path: ["name"], message: "free plans cannot be purchasable" });
    if (plan.seats.max !== null && plan.seats.max < plan.seats.included) context.addIssue({ code: "custom", path: ["seats", "max"], message: "must not be below seats.included" });
  });

export const catalogueFileSchema = z
  .object({
    $comment: z.string().optional(),
    /** What a trial gives: the plan it is a trial of, and its quotas (generous, so anyone can try everything). */
    trial: z.object({
      /** Plans with a trial type (TRIAL_*): individual, team, pro or scale. */
      businessPlan: z.enum(["team", "pro", "scale"]),
      individualPlan: z.enum(["individual"]),
      seats: z.number().int().min(1),
      signatures: signaturesSchema,
      extensions: extensionsLimit,
      signerGroups: limit,
      apiUsers: limit,
      seals: limit,
    }),
    /** The plan a trial without payment, a cancelled subscription or a downgrade ends on. */
    freePlan: planNameSchema,
    /** The plan everyone is on when no payment provider runs (BILLING_PROVIDER=none). */
    operatorPlan: planNameSchema,
    /** The discount a referral code gives on the first upgrade. */
    referral: z.object({ percentOff: z.number().int().min(1).max(100), durationMonths: z.number().int().min(1).nullable() }),
    plans: z.array(catalogueEntrySchema).min(1),
  })
  .superRefine((file, context) => {
    const names = file.plans.map((plan) => plan.name);
    names.forEach((name, index) => {
      if (names.indexOf(name) !== index) context.addIssue({ code: "custom", path: ["plans", index, "name"], message: `plan ${name} is listed twice` });
    });
    for (const key of ["freePlan", "operatorPlan"] as const) {
      if (!names.includes(file[key])) context.addIssue({ code: "custom", path: [key], message: `names no plan of the catalogue: ${file[key]}` });
    }
    for (const key of ["businessPlan", "individualPlan"] as const) {
      if (!names.includes(file.trial[key])) context.addIssue({ code: "custom", path: ["trial", key], message: `names no plan of the catalogue: ${file.trial[key]}` });
    }
  });

export type CatalogueFile = z.infer<typeof catalogueFileSchema>;
export type CataloguePlan = z.infer<typeof catalogueEntrySchema>;

/** The limits that apply to a subscription: its plan's, or the trial's while it runs. */
export interface PlanLimits {
  signatures: Record<BilledQuality, number | null>;
  /** PDFs signed elsewhere extended to B-LTA per quota period. */
  extensions: number | null;
  seats: { included: number; max: number | null };
  signerGroups: number | null;
  apiUsers: number | null;
  seals: number | null;
  canUpload: boolean;
}

export class PlanCatalogue {
  readonly plans: readonly CataloguePlan[];
  private readonly byName: Map<string, CataloguePlan>;

  constructor(readonly file: CatalogueFile) {
    this.plans = file.plans;
    this.byName = new Map(file.plans.map((plan) => [plan.name, plan]));
  }

  findPlan(name: string): CataloguePlan | undefined {
    return this.byName.get(name);
  }

  /** A plan the catalogue must have (the names of the file's own references were checked at load). */
  getPlan(name: string): CataloguePlan {
    const plan = this.byName.get(name);
    if (!plan) throw new Error(`The plan catalogue has no plan ${name}`);
    return plan;
  }

  limitsOf(planName: string, isTrial: boolean): PlanLimits {
    const plan = this.findPlan(planName) ?? this.getPlan(this.file.freePlan);
    if (!isTrial) return { signatures: plan.signatures, extensions: plan.extensions, seats: plan.seats, signerGroups: plan.signerGroups, apiUsers: plan.apiUsers, seals: plan.seals, canUpload: plan.canUpload };
    const trial = this.file.trial;
    return {
      signatures: trial.signatures,
      extensions: trial.extensions,
      seats: { included: Math.min(trial.seats, plan.seats.max ?? trial.seats), max: plan.audience === "individual" ? plan.seats.max : trial.seats },
      signerGroups: trial.signerGroups,
      apiUsers: trial.apiUsers,
      seals: trial.seals,
      canUpload: true,
    };
  }

  /** The unit price of a purchasable plan, or undefined when the plan is not for sale. */
  priceOf(name: PaidPlanName, cycle: BillingCycle, currency: Currency): { unitAmount: number; stripePriceId: string | null } | undefined {
    const plan = this.findPlan(name);
    if (!plan?.isPurchasable || !plan.prices) return undefined;
    const stripePriceId = plan.stripePriceIds?.[cycle][currency] || null;
    return { unitAmount: plan.prices[cycle][currency], stripePriceId };
  }

  /** The plan and cycle a Stripe price id belongs to (events name the price, not the plan). */
  findByStripePriceId(priceId: string): { plan: CataloguePlan; cycle: BillingCycle; currency: Currency } | undefined {
    for (const plan of this.plans) {
      for (const cycle of BILLING_CYCLES) {
        for (const currency of CURRENCIES) {
          if (plan.stripePriceIds && plan.stripePriceIds[cycle][currency] === priceId) return { plan, cycle, currency };
        }
      }
    }
    return undefined;
  }
}

/** apps/api/config/price-plans.json, found from here whether the server runs from src/ or dist/. */
export function findDefaultCatalogueFile(): string {
  for (let directory = import.meta.dirname; directory !== path.dirname(directory); directory = path.dirname(directory)) {
    const candidate = path.join(directory, "config", "price-plans.json");
    if (fs.existsSync(candidate)) return candidate;
    const inRepository = path.join(directory, "apps", "api", "config", "price-plans.json");
    if (fs.existsSync(inRepository)) return inRepository;
  }
  return path.resolve("apps/api/config/price-plans.json");
}

export class CatalogueError extends Error {}

/** Reads and checks a catalogue file; a bad one throws a CatalogueError naming the file and every problem. */
export function loadPlanCatalogue(file: string = findDefaultCatalogueFile()): PlanCatalogue {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (error) {
    throw new CatalogueError(`The plan catalogue ${file} cannot be read: ${(error as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new CatalogueError(`The plan catalogue ${file} is not JSON: ${(error as Error).message}`);
  }
  const result = catalogueFileSchema.safeParse(json);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new CatalogueError(`The plan catalogue ${file} is not valid:\n${problems.join("\n")}`);
  }
  return new PlanCatalogue(result.data);
}
