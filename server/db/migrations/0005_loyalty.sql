CREATE TABLE "loyalty_card_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loyalty_card_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"code" varchar(6) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_card_codes_company_code_unique" UNIQUE("company_id","code")
);
--> statement-breakpoint
CREATE TABLE "loyalty_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loyalty_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"token" varchar(40) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_cards_token_unique" UNIQUE("token"),
	CONSTRAINT "loyalty_cards_program_contact_unique" UNIQUE("program_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "loyalty_programs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loyalty_programs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"type" text NOT NULL,
	"name" varchar(100) NOT NULL,
	"conditions" varchar(200),
	"status" text DEFAULT 'active' NOT NULL,
	"validity_days" integer DEFAULT 365 NOT NULL,
	"redeem_days" integer,
	"max_transacts_day" integer DEFAULT 3 NOT NULL,
	"min_purchase" numeric(12, 2) DEFAULT 0 NOT NULL,
	"style_name_singular" varchar(40) DEFAULT 'Sello' NOT NULL,
	"style_name_plural" varchar(40) DEFAULT 'Sellos' NOT NULL,
	"style_icon" varchar(16) DEFAULT '⭐' NOT NULL,
	"filters" jsonb DEFAULT '{"product_ids":[],"category_ids":[]}'::jsonb NOT NULL,
	"percentage" numeric(5, 2),
	"max_earn_amount" numeric(12, 2),
	"required_quantity" integer,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_programs_type_check" CHECK ("loyalty_programs"."type" in ('cashback', 'stampcard')),
	CONSTRAINT "loyalty_programs_status_check" CHECK ("loyalty_programs"."status" in ('active', 'limited', 'canceled'))
);
--> statement-breakpoint
CREATE TABLE "loyalty_rewards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loyalty_rewards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"card_id" integer NOT NULL,
	"transaction_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"redeemed_at" timestamp with time zone,
	"redeemed_transaction_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_rewards_transaction_id_unique" UNIQUE("transaction_id")
);
--> statement-breakpoint
CREATE TABLE "loyalty_stamps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loyalty_stamps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"card_id" integer NOT NULL,
	"transaction_id" integer NOT NULL,
	"reward_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_stamps_transaction_id_unique" UNIQUE("transaction_id")
);
--> statement-breakpoint
CREATE TABLE "loyalty_transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loyalty_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"location_id" integer,
	"program_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"user_id" integer,
	"code" varchar(12) NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"input_method" text NOT NULL,
	"sale_amount" numeric(12, 2) NOT NULL,
	"reference" varchar(100),
	"withdraw_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"earned_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"percentage" numeric(5, 2),
	"current_quantity" integer,
	"required_quantity" integer,
	"completed_card" boolean DEFAULT false NOT NULL,
	"message_id" integer,
	"canceled_at" timestamp with time zone,
	"canceled_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_transactions_company_code_unique" UNIQUE("company_id","code"),
	CONSTRAINT "loyalty_transactions_type_check" CHECK ("loyalty_transactions"."type" in ('cashback', 'stampcard')),
	CONSTRAINT "loyalty_transactions_status_check" CHECK ("loyalty_transactions"."status" in ('active', 'canceled')),
	CONSTRAINT "loyalty_transactions_sale_amount_check" CHECK ("loyalty_transactions"."sale_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_wallet_lots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loyalty_wallet_lots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"card_id" integer NOT NULL,
	"transaction_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"remaining" numeric(12, 2) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_wallet_lots_transaction_id_unique" UNIQUE("transaction_id"),
	CONSTRAINT "loyalty_wallet_lots_remaining_check" CHECK ("loyalty_wallet_lots"."remaining" >= 0 and "loyalty_wallet_lots"."remaining" <= "loyalty_wallet_lots"."amount")
);
--> statement-breakpoint
CREATE TABLE "loyalty_wallet_spends" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loyalty_wallet_spends_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"transaction_id" integer NOT NULL,
	"lot_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loyalty_card_codes" ADD CONSTRAINT "loyalty_card_codes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_card_codes" ADD CONSTRAINT "loyalty_card_codes_card_id_loyalty_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."loyalty_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_cards" ADD CONSTRAINT "loyalty_cards_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_cards" ADD CONSTRAINT "loyalty_cards_program_id_loyalty_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."loyalty_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_cards" ADD CONSTRAINT "loyalty_cards_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_programs" ADD CONSTRAINT "loyalty_programs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_rewards" ADD CONSTRAINT "loyalty_rewards_card_id_loyalty_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."loyalty_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_rewards" ADD CONSTRAINT "loyalty_rewards_transaction_id_loyalty_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."loyalty_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_rewards" ADD CONSTRAINT "loyalty_rewards_redeemed_transaction_id_loyalty_transactions_id_fk" FOREIGN KEY ("redeemed_transaction_id") REFERENCES "public"."loyalty_transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_stamps" ADD CONSTRAINT "loyalty_stamps_card_id_loyalty_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."loyalty_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_stamps" ADD CONSTRAINT "loyalty_stamps_transaction_id_loyalty_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."loyalty_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_stamps" ADD CONSTRAINT "loyalty_stamps_reward_id_loyalty_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."loyalty_rewards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_transactions" ADD CONSTRAINT "loyalty_transactions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_transactions" ADD CONSTRAINT "loyalty_transactions_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_transactions" ADD CONSTRAINT "loyalty_transactions_program_id_loyalty_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."loyalty_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_transactions" ADD CONSTRAINT "loyalty_transactions_card_id_loyalty_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."loyalty_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_transactions" ADD CONSTRAINT "loyalty_transactions_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_transactions" ADD CONSTRAINT "loyalty_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_transactions" ADD CONSTRAINT "loyalty_transactions_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_transactions" ADD CONSTRAINT "loyalty_transactions_canceled_by_users_id_fk" FOREIGN KEY ("canceled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_wallet_lots" ADD CONSTRAINT "loyalty_wallet_lots_card_id_loyalty_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."loyalty_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_wallet_lots" ADD CONSTRAINT "loyalty_wallet_lots_transaction_id_loyalty_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."loyalty_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_wallet_spends" ADD CONSTRAINT "loyalty_wallet_spends_transaction_id_loyalty_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."loyalty_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_wallet_spends" ADD CONSTRAINT "loyalty_wallet_spends_lot_id_loyalty_wallet_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."loyalty_wallet_lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loyalty_card_codes_card_idx" ON "loyalty_card_codes" USING btree ("card_id","expires_at");--> statement-breakpoint
CREATE INDEX "loyalty_programs_company_idx" ON "loyalty_programs" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "loyalty_rewards_card_idx" ON "loyalty_rewards" USING btree ("card_id","expires_at");--> statement-breakpoint
CREATE INDEX "loyalty_stamps_card_idx" ON "loyalty_stamps" USING btree ("card_id","expires_at");--> statement-breakpoint
CREATE INDEX "loyalty_transactions_company_id_idx" ON "loyalty_transactions" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "loyalty_transactions_card_created_idx" ON "loyalty_transactions" USING btree ("card_id","created_at");--> statement-breakpoint
CREATE INDEX "loyalty_transactions_company_created_idx" ON "loyalty_transactions" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "loyalty_wallet_lots_card_expires_idx" ON "loyalty_wallet_lots" USING btree ("card_id","expires_at");--> statement-breakpoint
CREATE INDEX "loyalty_wallet_spends_transaction_idx" ON "loyalty_wallet_spends" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "loyalty_wallet_spends_lot_idx" ON "loyalty_wallet_spends" USING btree ("lot_id");