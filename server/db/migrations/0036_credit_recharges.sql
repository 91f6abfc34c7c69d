CREATE TABLE "credit_recharges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_recharges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"pack_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_intent_id" varchar(255),
	"failure" varchar(300),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_recharges_company_id_id_unique" UNIQUE("company_id","id"),
	CONSTRAINT "credit_recharges_status_check" CHECK ("credit_recharges"."status" in ('pending', 'charged', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "credit_recharges" ADD CONSTRAINT "credit_recharges_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_recharges" ADD CONSTRAINT "credit_recharges_pack_id_recharge_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."recharge_packs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_recharges_status_idx" ON "credit_recharges" USING btree ("status");