CREATE TABLE "checkout_recoveries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "checkout_recoveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer,
	"email" text NOT NULL,
	"lines" jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"stop_reason" text,
	"first_sent_at" timestamp with time zone,
	"second_sent_at" timestamp with time zone,
	"order_id" integer,
	"order_total_paise" integer,
	"ended_at" timestamp with time zone,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout_recoveries" ADD CONSTRAINT "checkout_recoveries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_recoveries" ADD CONSTRAINT "checkout_recoveries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_recoveries_token_key" ON "checkout_recoveries" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_recoveries_open_contact_key" ON "checkout_recoveries" USING btree ("email") WHERE "checkout_recoveries"."state" in ('open', 'first_sent', 'second_sent');--> statement-breakpoint
CREATE INDEX "checkout_recoveries_customer_idx" ON "checkout_recoveries" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "checkout_recoveries_started_idx" ON "checkout_recoveries" USING btree ("started_at");