-- The platform's plans are reference data every database needs, not part of the demo: a company
-- created by onboarding gets the free plan and its monthly messages. A database seeded by an
-- earlier demo already holds these four plans, so they are added only where there are none.
INSERT INTO "plans" ("name", "type", "description", "price_monthly", "price_yearly", "credits_month", "recommended", "sort_order")
SELECT "name", "type", "description", "price_monthly", "price_yearly", "credits_month"::jsonb, "recommended", "sort_order"
FROM (VALUES
  ('Gratis', 'free', 'Para empezar: lista de espera y reservaciones.', 0, 0, '[{"type_plural":"Mensajes","quantity":50}]', false, 0),
  ('Básico', 'paid', 'Para negocios con clientela diaria.', 299, 2990, '[{"type_plural":"Mensajes","quantity":300}]', false, 1),
  ('Pro', 'paid', 'Lealtad, encuestas y automatizaciones.', 599, 5990, '[{"type_plural":"Mensajes","quantity":1000}]', true, 2),
  ('Empresarial', 'paid', 'Varias sucursales y volumen alto de mensajes.', 1199, 11990, '[{"type_plural":"Mensajes","quantity":3000}]', false, 3)
) AS catalogue ("name", "type", "description", "price_monthly", "price_yearly", "credits_month", "recommended", "sort_order")
WHERE NOT EXISTS (SELECT 1 FROM "plans");
