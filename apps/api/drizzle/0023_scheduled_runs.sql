CREATE TABLE "scheduled_runs" (
	"job" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp (3) with time zone NOT NULL,
	"last_run_at" timestamp (3) with time zone NOT NULL,
	"last_holder" text NOT NULL
);
