ALTER TABLE "orders" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "sold_out_product_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "sold_out_product_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_sold_out_product_id_products_id_fk" FOREIGN KEY ("sold_out_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_hold_idx" ON "orders" USING btree ("hold_expires_at") WHERE "orders"."hold_expires_at" is not null;