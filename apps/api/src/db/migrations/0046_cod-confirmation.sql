ALTER TABLE "orders" ADD COLUMN "cod_confirm_token_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_cod_confirm_token_idx" ON "orders" USING btree ("cod_confirm_token_hash");