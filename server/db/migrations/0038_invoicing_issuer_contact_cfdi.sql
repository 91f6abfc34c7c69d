CREATE TABLE "invoicing_issuers" (
	"company_id" integer NOT NULL,
	"regimen_fiscal" varchar(3) NOT NULL,
	"lugar_expedicion" varchar(5) NOT NULL,
	"serie_i" varchar(25),
	"serie_e" varchar(25),
	"serie_p" varchar(25),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoicing_issuers_company_id_pk" PRIMARY KEY("company_id")
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "cfdi_nombre" varchar(300);--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "cfdi_rfc" varchar(13);--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "cfdi_regimen_fiscal" varchar(3);--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "cfdi_uso_cfdi" varchar(4);--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "cfdi_forma_pago" varchar(2);--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "cfdi_numero_cuenta" varchar(50);--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "cfdi_codigo_postal" varchar(5);--> statement-breakpoint
ALTER TABLE "invoicing_issuers" ADD CONSTRAINT "invoicing_issuers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;