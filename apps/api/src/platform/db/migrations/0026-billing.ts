/**
 * Billing (docs/billing.md): one subscription per business, and one per individual user (a user
 * outside a business), with its plan bases (current and next), payment method state, seats,
 * cycle, currency, billing address and the payment provider's ids and last applied event.
 *
 * Signature quotas count in `billing_usage_counters`, one row per subscription, quota period and
 * quality. A signature reserves its count with one conditional upsert (`used < limit`), which
 * PostgreSQL serialises on the row: of two signers racing for the last signature exactly one
 * gets it. The reservation is its own statement, never around PDF work, and is given back if
 * the signature fails.
 *
 * Promo codes are operator data; a discount records one applied to a subscription (a promo code
 * or a referral code). Custom extras are what the operator agreed with one business. The
 * built-in provider (test payments, never in production) keeps its setup intents and invoices in
 * its own tables.
 */
export const sql = `
CREATE TABLE billing_subscriptions (
  id uuid PRIMARY KEY,
  business_id uuid UNIQUE REFERENCES businesses (id) ON DELETE CASCADE,
  user_id uuid UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  payment_method text NOT NULL CHECK (payment_method IN ('TRIALING', 'NEEDS_PAYMENT_METHOD', 'BLOCKED', 'MANUAL', 'STRIPE', 'CHARGEBEE')),
  current_plan text NOT NULL,
  current_type text NOT NULL,
  current_start_at timestamptz NOT NULL,
  current_end_at timestamptz,
  next_plan text,
  next_type text,
  next_start_at timestamptz,
  cycle text CHECK (cycle IN ('monthly', 'yearly')),
  currency text NOT NULL DEFAULT 'CHF' CHECK (currency IN ('CHF', 'EUR')),
  seats integer NOT NULL CHECK (seats >= 1),
  trial_ends_at timestamptz,
  payment_due_since timestamptz,
  blocks_at timestamptz,
  quota_anchor_at timestamptz NOT NULL,
  provider text CHECK (provider IN ('builtin', 'stripe')),
  provider_customer_id text,
  provider_subscription_id text,
  provider_payment_method_id text,
  provider_status text,
  provider_error_code text,
  provider_event_id text,
  provider_event_at timestamptz,
  address1 text,
  address2 text,
  city text,
  postal_code text,
  country text,
  vat text,
  referral_code text UNIQUE,
  referred_by_code text,
  referral_applied_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK ((business_id IS NULL) <> (user_id IS NULL))
);
CREATE INDEX billing_subscriptions_trial_end ON billing_subscriptions (trial_ends_at) WHERE payment_method = 'TRIALING';
CREATE INDEX billing_subscriptions_blocks_at ON billing_subscriptions (blocks_at) WHERE payment_method = 'NEEDS_PAYMENT_METHOD';
CREATE INDEX billing_subscriptions_period_end ON billing_subscriptions (current_end_at) WHERE next_type IS NOT NULL;
CREATE UNIQUE INDEX billing_subscriptions_provider_customer ON billing_subscriptions (provider, provider_customer_id) WHERE provider_customer_id IS NOT NULL;

CREATE TABLE billing_usage_counters (
  subscription_id uuid NOT NULL REFERENCES billing_subscriptions (id) ON DELETE CASCADE,
  period_start timestamptz NOT NULL,
  quality text NOT NULL CHECK (quality IN ('ses', 'aes', 'qes')),
  used integer NOT NULL CHECK (used >= 0),
  PRIMARY KEY (subscription_id, period_start, quality)
);

CREATE TABLE billing_promo_codes (
  code text PRIMARY KEY,
  percent_off integer NOT NULL CHECK (percent_off BETWEEN 1 AND 100),
  duration_months integer CHECK (duration_months >= 1),
  plans text[] NOT NULL DEFAULT '{}',
  cycles text[] NOT NULL DEFAULT '{}',
  max_redemptions integer CHECK (max_redemptions >= 1),
  redemptions integer NOT NULL DEFAULT 0,
  expires_at timestamptz,
  created_at timestamptz NOT NULL
);

CREATE TABLE billing_discounts (
  id uuid PRIMARY KEY,
  subscription_id uuid NOT NULL REFERENCES billing_subscriptions (id) ON DELETE CASCADE,
  code text NOT NULL,
  type text NOT NULL CHECK (type IN ('promo', 'referral')),
  percent_off integer NOT NULL,
  expires_at timestamptz,
  created_at timestamptz NOT NULL,
  UNIQUE (subscription_id, code)
);

CREATE TABLE billing_custom_extras (
  id uuid PRIMARY KEY,
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  name text NOT NULL,
  description text,
  quantity integer,
  price integer,
  currency text CHECK (currency IN ('CHF', 'EUR')),
  created_at timestamptz NOT NULL,
  UNIQUE (business_id, name)
);

CREATE TABLE billing_builtin_setup_intents (
  id text PRIMARY KEY,
  customer_id text NOT NULL,
  client_secret_hash text NOT NULL UNIQUE,
  payment_method_id text UNIQUE,
  card_brand text,
  card_last4 text,
  status text NOT NULL CHECK (status IN ('requires_payment_method', 'succeeded')),
  created_at timestamptz NOT NULL
);

CREATE TABLE billing_builtin_subscriptions (
  id text PRIMARY KEY,
  customer_id text NOT NULL,
  plan text NOT NULL,
  cycle text NOT NULL,
  currency text NOT NULL,
  unit_amount integer NOT NULL,
  seats integer NOT NULL,
  percent_off integer NOT NULL DEFAULT 0,
  status text NOT NULL,
  current_period_start timestamptz NOT NULL,
  current_period_end timestamptz NOT NULL,
  cancel_at_period_end boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE TABLE billing_builtin_invoices (
  id text PRIMARY KEY,
  customer_id text NOT NULL,
  number text NOT NULL UNIQUE,
  currency text NOT NULL,
  total integer NOT NULL,
  lines jsonb NOT NULL,
  idempotency_key text UNIQUE,
  created_at timestamptz NOT NULL
);
CREATE INDEX billing_builtin_invoices_customer ON billing_builtin_invoices (customer_id, created_at);
`;
