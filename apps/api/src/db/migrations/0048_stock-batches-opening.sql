-- Each size's stock as it stands becomes one batch without a date, so the stock keeps adding up to its batches (decision 062).
INSERT INTO "stock_batches" ("variant_id", "batch_no", "quantity")
SELECT "id", 'OPENING', "stock" FROM "product_variants" WHERE "stock" > 0;
