ALTER TABLE "orders" ADD COLUMN "autoship_address_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "autoship_weeks" smallint;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_customer_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "origin_order_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_autoship_address_id_addresses_id_fk" FOREIGN KEY ("autoship_address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_origin_order_id_orders_id_fk" FOREIGN KEY ("origin_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriptions_origin_idx" ON "subscriptions" USING btree ("origin_order_id");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_autoship_weeks_range" CHECK ("order_lines"."autoship_weeks" between 2 and 16);