-- The newsletter becomes a preset alert (decision 081): all new jobs, weekly, one per address.
CREATE UNIQUE INDEX job_alerts_newsletter_idx ON job_alerts (email) WHERE preset = 'newsletter';

INSERT INTO job_alerts (email, name, query, frequency, status, preset, consent_ip, created_at, confirmed_at, checked_until, next_run_at)
SELECT email, 'Weekly newsletter: all new jobs', '{"q": "", "category": [], "type": [], "level": [], "location": []}'::jsonb,
       'weekly', 'active', 'newsletter', consent_ip, created_at, COALESCE(confirmed_at, now()), now(), now() + interval '7 days'
  FROM newsletter_subscriptions
 WHERE status = 'confirmed'
ON CONFLICT DO NOTHING;
