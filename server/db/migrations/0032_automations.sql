CREATE TABLE "automation_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "automation_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"location_id" integer,
	"type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"contact_id" integer,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dispatched_at" timestamp with time zone,
	CONSTRAINT "automation_events_company_id_id_unique" UNIQUE("company_id","id"),
	CONSTRAINT "automation_events_subject_unique" UNIQUE("company_id","type","subject_id"),
	CONSTRAINT "automation_events_type_check" CHECK ("automation_events"."type" in ('visit_completed', 'booking_created', 'order_delivered', 'stampcard_completed', 'survey_answered'))
);
--> statement-breakpoint
CREATE TABLE "automation_recipes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "automation_recipes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"if_id" integer NOT NULL,
	"then_id" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"review_status" text DEFAULT 'approved' NOT NULL,
	"params" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "automation_recipes_company_id_id_unique" UNIQUE("company_id","id"),
	CONSTRAINT "automation_recipes_status_check" CHECK ("automation_recipes"."status" in ('active', 'inactive')),
	CONSTRAINT "automation_recipes_review_status_check" CHECK ("automation_recipes"."review_status" in ('pending', 'reviewing', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "automation_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "automation_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"consumer" varchar(40) NOT NULL,
	"recipe_id" integer,
	"status" text NOT NULL,
	"detail" text,
	"message_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "automation_runs_company_id_id_unique" UNIQUE("company_id","id"),
	CONSTRAINT "automation_runs_event_consumer_unique" UNIQUE("company_id","event_id","consumer"),
	CONSTRAINT "automation_runs_status_check" CHECK ("automation_runs"."status" in ('done', 'skipped', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "loyalty_transactions" DROP CONSTRAINT "loyalty_transactions_sale_amount_check";--> statement-breakpoint
ALTER TABLE "automation_events" ADD CONSTRAINT "automation_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_events" ADD CONSTRAINT "automation_events_location_id_fk" FOREIGN KEY ("company_id","location_id") REFERENCES "public"."locations"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_recipes" ADD CONSTRAINT "automation_recipes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_runs" ADD CONSTRAINT "automation_runs_event_id_fk" FOREIGN KEY ("company_id","event_id") REFERENCES "public"."automation_events"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_runs" ADD CONSTRAINT "automation_runs_recipe_id_fk" FOREIGN KEY ("company_id","recipe_id") REFERENCES "public"."automation_recipes"("company_id","id") ON DELETE set null ("recipe_id") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "automation_events_undispatched_idx" ON "automation_events" USING btree ("created_at") WHERE "automation_events"."dispatched_at" is null;--> statement-breakpoint
CREATE INDEX "automation_recipes_company_if_idx" ON "automation_recipes" USING btree ("company_id","if_id");--> statement-breakpoint
ALTER TABLE "loyalty_transactions" ADD CONSTRAINT "loyalty_transactions_sale_amount_check" CHECK ("loyalty_transactions"."sale_amount" >= 0);