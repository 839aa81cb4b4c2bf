-- Refund-due orders recorded before the column existed named their sold-out product only in an event
-- note; the newest such note of each order fills the column once.
UPDATE "orders" AS o
   SET "sold_out_product_name" = m.name,
       "sold_out_product_id" = (SELECT l."product_id" FROM "order_lines" l WHERE l."order_id" = o."id" AND l."product_name" = m.name LIMIT 1)
  FROM (
    SELECT DISTINCT ON ("order_id") "order_id",
           substring("note" from 'verified, but (.+) sold out before it was confirmed: refund due$') AS name
      FROM "order_events"
     WHERE "note" LIKE '%sold out before it was confirmed: refund due'
     ORDER BY "order_id", "id" DESC
  ) AS m
 WHERE m."order_id" = o."id" AND o."sold_out_product_name" IS NULL AND m.name IS NOT NULL;
