CREATE TABLE "space_versions" (
	"space" text PRIMARY KEY NOT NULL,
	"value" bigint NOT NULL
);
