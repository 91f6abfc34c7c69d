-- The credit packs are reference data every database needs (like the plans, 0011): added only
-- where there are none, so a database whose packs were edited keeps them.
INSERT INTO "recharge_packs" ("quantity", "price", "sort_order")
SELECT "quantity", "price", "sort_order"
FROM (VALUES (100, 99, 0), (500, 399, 1), (1000, 699, 2), (3000, 1799, 3))
  AS catalogue ("quantity", "price", "sort_order")
WHERE NOT EXISTS (SELECT 1 FROM "recharge_packs");
