ALTER TABLE "returns" ADD COLUMN "outcome" text DEFAULT 'refund' NOT NULL;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "replacement_order_id" integer;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "replaced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_replacement_order_id_orders_id_fk" FOREIGN KEY ("replacement_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "returns_replacement_order_key" ON "returns" USING btree ("replacement_order_id");