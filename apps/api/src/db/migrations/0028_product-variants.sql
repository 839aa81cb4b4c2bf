CREATE TABLE "product_variants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_variants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"sku" text NOT NULL,
	"label" text NOT NULL,
	"net_quantity" numeric(10, 2) NOT NULL,
	"net_unit" text NOT NULL,
	"list_price_paise" integer NOT NULL,
	"selling_price_paise" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"low_stock_threshold" integer DEFAULT 5 NOT NULL,
	"low_stock_alerted" boolean DEFAULT false NOT NULL,
	"weight_grams" integer,
	"image" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_stock_nonnegative" CHECK ("product_variants"."stock" >= 0),
	CONSTRAINT "product_variants_low_stock_threshold_nonnegative" CHECK ("product_variants"."low_stock_threshold" >= 0),
	CONSTRAINT "product_variants_prices_positive" CHECK ("product_variants"."selling_price_paise" > 0 and "product_variants"."list_price_paise" > 0),
	CONSTRAINT "product_variants_net_quantity_positive" CHECK ("product_variants"."net_quantity" > 0),
	CONSTRAINT "product_variants_weight_positive" CHECK ("product_variants"."weight_grams" is null or "product_variants"."weight_grams" > 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "option_name" text DEFAULT 'Pack size' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "variant_label" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "sku" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "refills" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_key" ON "product_variants" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","position","id");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refills" ADD CONSTRAINT "refills_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_variant_idx" ON "stock_movements" USING btree ("variant_id","id");