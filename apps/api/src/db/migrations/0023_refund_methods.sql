ALTER TABLE "refunds" ALTER COLUMN "payment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "method" text DEFAULT 'provider' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "retry_of" integer;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_retry_of_refunds_id_fk" FOREIGN KEY ("retry_of") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_retry_of_key" ON "refunds" USING btree ("retry_of");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_provider_has_payment" CHECK ("refunds"."method" = 'manual' or "refunds"."payment_id" is not null);