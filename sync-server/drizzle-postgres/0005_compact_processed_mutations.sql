ALTER TABLE "processed_mutations" ALTER COLUMN "result" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "processed_mutations" ADD COLUMN "code" integer;--> statement-breakpoint
ALTER TABLE "processed_mutations" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "processed_mutations" ADD COLUMN "field" text;--> statement-breakpoint
UPDATE "processed_mutations" SET "code" = CASE WHEN ("result"::jsonb ->> 'status') = 'rejected' THEN ("result"::jsonb ->> 'code')::integer END, "error" = CASE WHEN ("result"::jsonb ->> 'status') = 'rejected' THEN left("result"::jsonb ->> 'error', 300) END, "field" = CASE WHEN ("result"::jsonb ->> 'status') = 'rejected' THEN left("result"::jsonb ->> 'field', 100) END, "result" = NULL WHERE left("mutation_id", 16) <> 'idempotency-key:';
