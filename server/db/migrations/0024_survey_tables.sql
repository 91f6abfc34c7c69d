CREATE TABLE "survey_forms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_forms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"description" varchar(200),
	"welcome_message" varchar(200) NOT NULL,
	"thankyou_message" varchar(200) NOT NULL,
	"status" text DEFAULT 'inactive' NOT NULL,
	"fields" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_forms_company_id_id_unique" UNIQUE("company_id","id"),
	CONSTRAINT "survey_forms_status_check" CHECK ("survey_forms"."status" in ('active', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "survey_responses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_responses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"location_id" integer,
	"source" text NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_responses_company_id_id_unique" UNIQUE("company_id","id"),
	CONSTRAINT "survey_responses_source_check" CHECK ("survey_responses"."source" in ('public', 'kiosk'))
);
--> statement-breakpoint
ALTER TABLE "survey_forms" ADD CONSTRAINT "survey_forms_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_form_id_fk" FOREIGN KEY ("company_id","form_id") REFERENCES "public"."survey_forms"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_location_id_fk" FOREIGN KEY ("company_id","location_id") REFERENCES "public"."locations"("company_id","id") ON DELETE set null ("location_id") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "survey_forms_company_idx" ON "survey_forms" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "survey_responses_form_created_idx" ON "survey_responses" USING btree ("form_id","created_at");