ALTER TABLE "orders" ADD COLUMN "tracking_token" text;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_tracking_token_idx" ON "orders" USING btree ("tracking_token");