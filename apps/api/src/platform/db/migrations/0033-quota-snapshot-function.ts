/**
 * The signing path's quota check as a PL/pgSQL function (docs/billing.md, "Measured"). A plain
 * statement with this shape (the paying subscription of a member, an API user or an individual,
 * and its latest usage counter of one quality) is planned anew on every call, which cost most of
 * the check's time on the embedded database; a PL/pgSQL function keeps its statement's plan for
 * the connection, so each check only executes it. The two halves exclude each other exactly as
 * `findSubscriptionPayingFor` does.
 */
export const sql = `
CREATE FUNCTION billing_quota_snapshot(p_user_id uuid, p_quality text)
RETURNS TABLE (id uuid, current_plan text, current_type text, quota_anchor_at timestamptz, last_period_start timestamptz, last_used integer)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY
    SELECT paying.id, paying.current_plan, paying.current_type, paying.quota_anchor_at, latest.period_start, latest.used
    FROM (
      SELECT s.id, s.current_plan, s.current_type, s.quota_anchor_at FROM billing_subscriptions s
      WHERE s.business_id IN (
        SELECT m.business_id FROM business_members m WHERE m.user_id = p_user_id
        UNION ALL
        SELECT a.business_id FROM business_api_users a WHERE a.user_id = p_user_id
      )
      UNION ALL
      SELECT s.id, s.current_plan, s.current_type, s.quota_anchor_at FROM billing_subscriptions s
      WHERE s.user_id = p_user_id
        AND NOT EXISTS (SELECT 1 FROM business_members m WHERE m.user_id = p_user_id)
        AND NOT EXISTS (SELECT 1 FROM business_api_users a WHERE a.user_id = p_user_id)
    ) paying
    LEFT JOIN LATERAL (
      SELECT u.period_start, u.used FROM billing_usage_counters u
      WHERE u.subscription_id = paying.id AND u.quality = p_quality
      ORDER BY u.period_start DESC LIMIT 1
    ) latest ON true;
END
$$;
`;
