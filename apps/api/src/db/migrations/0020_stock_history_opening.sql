-- Each existing product's stock as its opening row, so a product's movements add up to its stock from here on.
INSERT INTO "stock_movements" ("product_id", "change", "stock_after", "reason", "actor", "note")
SELECT "id", "stock", "stock", 'opening', 'system', 'Stock when its history began' FROM "products";
--> statement-breakpoint
-- Products already low were on the dashboard before the email existed: no email for this dip.
UPDATE "products" SET "low_stock_alerted" = true WHERE "stock" <= "low_stock_threshold";
