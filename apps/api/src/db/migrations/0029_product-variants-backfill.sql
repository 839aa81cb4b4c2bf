-- Pack sizes (decision 042): the variant is the unit that is priced, stocked and sold. Every existing
-- product becomes one variant carrying its SKU, prices, stock and low-stock state, and everything that
-- counted the product's stock (order lines and so their holds, stock history, refills) points at it.
CREATE OR REPLACE FUNCTION default_variant_label(p_pack numeric, p_unit text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN p_pack IS NULL OR p_unit IS NULL THEN 'One size'
    ELSE regexp_replace(p_pack::text, '\.?0+$', '') || ' ' ||
         CASE WHEN p_unit = 'ml' OR p_pack = 1 THEN p_unit ELSE p_unit || 's' END
  END
$$;
--> statement-breakpoint
INSERT INTO "product_variants" ("product_id", "position", "sku", "label", "net_quantity", "net_unit", "list_price_paise", "selling_price_paise", "stock", "low_stock_threshold", "low_stock_alerted")
SELECT p."id", 0, p."sku", default_variant_label(p."pack_size", p."dose_unit"),
       CASE WHEN p."pack_size" > 0 THEN p."pack_size" ELSE 1 END,
       CASE WHEN p."dose_unit" = 'ml' AND p."pack_size" > 0 THEN 'ml' ELSE 'count' END,
       p."list_price_paise", p."selling_price_paise", p."stock", p."low_stock_threshold", p."low_stock_alerted"
  FROM "products" p
 WHERE NOT EXISTS (SELECT 1 FROM "product_variants" v WHERE v."product_id" = p."id");
--> statement-breakpoint
UPDATE "order_lines" l SET "variant_id" = v."id", "variant_label" = v."label", "sku" = v."sku"
  FROM "product_variants" v WHERE v."product_id" = l."product_id" AND l."variant_id" IS NULL;
--> statement-breakpoint
UPDATE "stock_movements" m SET "variant_id" = v."id" FROM "product_variants" v WHERE v."product_id" = m."product_id" AND m."variant_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "stock_movements" ALTER COLUMN "variant_id" SET NOT NULL;
--> statement-breakpoint
UPDATE "refills" r SET "variant_id" = v."id" FROM "product_variants" v WHERE v."product_id" = r."product_id" AND r."variant_id" IS NULL;
--> statement-breakpoint
-- While readers move to the variants, the product row's SKU, prices, stock and low-stock state are its
-- default variant's (the first by position): a trigger each way keeps them equal, whoever writes. Each
-- writes only what differs, so the pair stops after one step.
CREATE OR REPLACE FUNCTION product_default_variant_id(p_product integer) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT "id" FROM "product_variants" WHERE "product_id" = p_product ORDER BY "position", "id" LIMIT 1
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_to_default_variant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- A product saved the way products were saved before sizes gets its one variant.
    INSERT INTO "product_variants" ("product_id", "position", "sku", "label", "net_quantity", "net_unit", "list_price_paise", "selling_price_paise", "stock", "low_stock_threshold", "low_stock_alerted")
    VALUES (NEW."id", 0, NEW."sku", default_variant_label(NEW."pack_size", NEW."dose_unit"),
            CASE WHEN NEW."pack_size" > 0 THEN NEW."pack_size" ELSE 1 END,
            CASE WHEN NEW."dose_unit" = 'ml' AND NEW."pack_size" > 0 THEN 'ml' ELSE 'count' END,
            NEW."list_price_paise", NEW."selling_price_paise", NEW."stock", NEW."low_stock_threshold", NEW."low_stock_alerted");
  ELSE
    UPDATE "product_variants" v
       SET "sku" = NEW."sku", "list_price_paise" = NEW."list_price_paise", "selling_price_paise" = NEW."selling_price_paise",
           "stock" = NEW."stock", "low_stock_threshold" = NEW."low_stock_threshold", "low_stock_alerted" = NEW."low_stock_alerted", "updated_at" = now()
     WHERE v."id" = product_default_variant_id(NEW."id")
       AND (v."sku", v."list_price_paise", v."selling_price_paise", v."stock", v."low_stock_threshold", v."low_stock_alerted")
           IS DISTINCT FROM (NEW."sku", NEW."list_price_paise", NEW."selling_price_paise", NEW."stock", NEW."low_stock_threshold", NEW."low_stock_alerted");
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_default_variant" AFTER INSERT OR UPDATE OF "sku", "list_price_paise", "selling_price_paise", "stock", "low_stock_threshold", "low_stock_alerted"
  ON "products" FOR EACH ROW EXECUTE FUNCTION products_to_default_variant();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION default_variant_to_product() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pid integer := CASE WHEN TG_OP = 'DELETE' THEN OLD."product_id" ELSE NEW."product_id" END;
  d "product_variants";
BEGIN
  SELECT * INTO d FROM "product_variants" WHERE "id" = product_default_variant_id(pid);
  IF d."id" IS NULL THEN RETURN NULL; END IF;
  UPDATE "products" p
     SET "sku" = d."sku", "list_price_paise" = d."list_price_paise", "selling_price_paise" = d."selling_price_paise",
         "stock" = d."stock", "low_stock_threshold" = d."low_stock_threshold", "low_stock_alerted" = d."low_stock_alerted", "updated_at" = now()
   WHERE p."id" = pid
     AND (p."sku", p."list_price_paise", p."selling_price_paise", p."stock", p."low_stock_threshold", p."low_stock_alerted")
         IS DISTINCT FROM (d."sku", d."list_price_paise", d."selling_price_paise", d."stock", d."low_stock_threshold", d."low_stock_alerted");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "product_variants_default_to_product" AFTER INSERT OR UPDATE OR DELETE ON "product_variants"
  FOR EACH ROW EXECUTE FUNCTION default_variant_to_product();
