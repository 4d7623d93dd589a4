CREATE TABLE "cash_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"transaction_key" text NOT NULL,
	"tab_id" integer,
	"kst_day" text,
	"day_seq" integer,
	"reverses_id" integer,
	"note" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "cash_ledger_transaction_key_unique" UNIQUE("transaction_key"),
	CONSTRAINT "cash_ledger_kind_check" CHECK ("cash_ledger"."kind" in ('pick', 'install', 'reversal')),
	CONSTRAINT "cash_ledger_shape_check" CHECK (("cash_ledger"."kind" = 'reversal' and "cash_ledger"."amount" < 0 and "cash_ledger"."reverses_id" is not null)
        or ("cash_ledger"."kind" = 'pick' and "cash_ledger"."amount" > 0 and "cash_ledger"."reverses_id" is null and "cash_ledger"."kst_day" is not null and "cash_ledger"."day_seq" >= 0)
        or ("cash_ledger"."kind" = 'install' and "cash_ledger"."amount" > 0 and "cash_ledger"."reverses_id" is null))
);
--> statement-breakpoint
CREATE TABLE "cash_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"tab_id" integer NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"used_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "cash_ledger" ADD CONSTRAINT "cash_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_ledger" ADD CONSTRAINT "cash_ledger_reverses_id_cash_ledger_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."cash_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_tokens" ADD CONSTRAINT "cash_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_ledger_user_created_idx" ON "cash_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_ledger_pick_slot_unique" ON "cash_ledger" USING btree ("user_id","kst_day","day_seq") WHERE "cash_ledger"."kind" = 'pick';--> statement-breakpoint
CREATE UNIQUE INDEX "cash_ledger_install_unique" ON "cash_ledger" USING btree ("user_id") WHERE "cash_ledger"."kind" = 'install';--> statement-breakpoint
CREATE UNIQUE INDEX "cash_ledger_reverses_id_unique" ON "cash_ledger" USING btree ("reverses_id");--> statement-breakpoint
CREATE INDEX "cash_tokens_user_id_idx" ON "cash_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "cash_tokens_expires_at_idx" ON "cash_tokens" USING btree ("expires_at");--> statement-breakpoint
-- The ledger is append-only (docs/decisions.md, Cash rewards): no statement may change or remove a
-- row, so a payout is cancelled only by a reversal row that stays beside it.
CREATE OR REPLACE FUNCTION cash_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'cash_ledger is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER cash_ledger_append_only BEFORE UPDATE OR DELETE ON "cash_ledger"
  FOR EACH ROW EXECUTE FUNCTION cash_ledger_append_only();
