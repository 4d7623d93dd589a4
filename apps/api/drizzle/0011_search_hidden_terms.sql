CREATE TABLE "search_hidden_terms" (
	"term" text PRIMARY KEY NOT NULL,
	"hidden_at" timestamp (3) with time zone NOT NULL
);
